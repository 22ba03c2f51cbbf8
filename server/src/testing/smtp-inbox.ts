import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback: what it receives is what a mailbox would. */
export interface Inbox {
  url: string;
  received: ParsedMail[];
  /** Recipients it refuses at RCPT TO, and how often it did. */
  refused: Set<string>;
  refusals: string[];
  /** The mail to `email`, once the mail job has delivered it (the test's own timeout bounds the wait). */
  mailTo(email: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

const addressedTo = (email: string) => (mail: ParsedMail) => JSON.stringify(mail.to ?? '').includes(email);

export async function startInbox(): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const refusals: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        refusals.push(address.address);
        callback(new Error('Mailbox unavailable'));
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refusals,
    async mailTo(email) {
      for (;;) {
        const mail = received.find(addressedTo(email));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
