import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; answers whether the SMTP server accepted it for the recipient (never throws). */
export interface Mailer {
  send(message: MailMessage, log: Pick<FastifyBaseLogger, 'warn'>): Promise<boolean>;
}

/** Short, so an unreachable SMTP server delays the caller seconds, not the two minutes nodemailer waits. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP through nodemailer when `SMTP_URL` is set; otherwise every message is reported as not sent. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl) {
    return {
      async send(message, log) {
        log.warn({ to: message.to, subject: message.subject }, 'SMTP_URL is not set: mail not sent');
        return false;
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message, log) {
      try {
        const info = await transport.sendMail({ from: mailFrom, ...message });
        const accepted = (info.accepted as (string | { address: string })[]).map((a) =>
          (typeof a === 'string' ? a : a.address).toLowerCase(),
        );
        return accepted.includes(message.to.toLowerCase());
      } catch (error) {
        log.warn({ err: error, to: message.to }, 'the SMTP server did not accept the mail');
        return false;
      }
    },
  };
}
