import escapeHtml from 'escape-html';
import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_LINK_DAYS, type PasswordLinkDelivery } from 'shared-api/contract';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMail } from '../../shared/mail-queue';
import { passwordLink } from '../../shared/password-links';
import { issuePasswordToken } from '../../shared/password-tokens';

export interface MailContext {
  db: Database;
  jobs: JobQueue;
  /** The web app's origin, for the link. */
  origin: string;
  mailConfigured: boolean;
  log: FastifyBaseLogger;
}

export function invitationEmail(invitee: { name: string; email: string }, tenantName: string, link: string) {
  const subject = `You have been invited to ${tenantName} on QuoteDesk`;
  const text = [
    `Hello ${invitee.name},`,
    '',
    `An account for ${invitee.email} has been created for you at ${tenantName} on QuoteDesk.`,
    'Set your password with this link:',
    link,
    '',
    `The link can be used once and expires in ${INVITATION_LINK_DAYS} days.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(invitee.name)},</p>
<p>An account for ${escapeHtml(invitee.email)} has been created for you at ${escapeHtml(tenantName)} on QuoteDesk.</p>
<p><a href="${escapeHtml(link)}">Set your password</a></p>
<p>The link can be used once and expires in ${INVITATION_LINK_DAYS} days.</p>`;
  return { to: invitee.email, subject, text, html };
}

/**
 * Issues a new one-time link for the user (earlier invitation links stop working) and queues the mail with
 * it, a background job retried while the SMTP server refuses it. When no mail goes out (no SMTP server, or
 * the mail could not be queued), the link comes back for the admin to pass on.
 */
export async function sendInvitation(
  { db, jobs, origin, mailConfigured, log }: MailContext,
  user: { id: string; name: string; email: string; tenantName: string | null },
): Promise<PasswordLinkDelivery> {
  const link = passwordLink(origin, 'invitation', await issuePasswordToken(db, user.id, 'invitation'));
  if (mailConfigured) {
    try {
      await queueMail(jobs, invitationEmail(user, user.tenantName ?? 'your company', link));
      return { emailSent: true, link: null };
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'the invitation mail could not be queued');
    }
  }
  return { emailSent: false, link };
}

/** A one-hour reset link for an admin to pass on; never mailed (the user asked the admin, not the inbox). */
export async function makeResetLink(db: Database, origin: string, userId: string): Promise<string> {
  return passwordLink(origin, 'reset', await issuePasswordToken(db, userId, 'reset'));
}
