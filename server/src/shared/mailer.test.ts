import { createServer } from 'node:net';
import { loadConfig } from '../config';
import { createMailer } from './mailer';

/** Records what the mailer logs: a failed send must leave a trace for the operator. */
function recordingLog() {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...args: unknown[]) => void warnings.push(args) };
}
const message = { to: 'someone@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createMailer', () => {
  it('sends nothing and says so without SMTP_URL', async () => {
    const log = recordingLog();
    expect(await createMailer({ smtpUrl: undefined, mailFrom: 'x@y.test' }).send(message, log)).toBe(false);
    expect(log.warnings).toHaveLength(1);
  });

  it('answers false instead of throwing when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, mailFrom: 'x@y.test' });
    const log = recordingLog();
    expect(await mailer.send(message, log)).toBe(false);
    expect(log.warnings).toHaveLength(1);
  });
});

describe('mail configuration', () => {
  it('reads SMTP_URL, MAIL_FROM and APP_URL, and has a default sender', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({ smtpUrl: undefined, appUrl: undefined });
    expect(loadConfig({}, '/srv').mailFrom).toMatch(/@/);
    expect(
      loadConfig(
        {
          SMTP_URL: 'smtps://u:p@mail.example.com:465',
          MAIL_FROM: 'Acme <a@b.test>',
          APP_URL: 'https://app.example.com/',
        },
        '/srv',
      ),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Acme <a@b.test>',
      appUrl: 'https://app.example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' }, '/srv')).toThrow(/SMTP_URL/);
  });
});
