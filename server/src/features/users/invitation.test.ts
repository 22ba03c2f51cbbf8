import type { FastifyRequest } from 'fastify';
import { appOrigin, invitationEmail } from './invitation';

const request = (
  headers: Record<string, string>,
  protocol: 'http' | 'https' = 'http',
  host = 'api.local:8080',
) => ({ headers, protocol, host }) as unknown as FastifyRequest;

describe('appOrigin', () => {
  it('prefers APP_URL', () => {
    expect(
      appOrigin(request({ origin: 'https://shell.test' }), { appUrl: 'https://app.test', corsOrigins: [] }),
    ).toBe('https://app.test');
  });

  it('uses the calling page only when it is an allowed CORS origin', () => {
    const config = { appUrl: undefined, corsOrigins: ['http://localhost:3000'] };
    expect(appOrigin(request({ origin: 'http://localhost:3000' }), config)).toBe('http://localhost:3000');
    expect(appOrigin(request({ origin: 'https://evil.test' }), config)).toBe('http://api.local:8080');
  });

  it('falls back to the origin the request came to', () => {
    expect(appOrigin(request({}, 'https', 'quotedesk.example'), { appUrl: undefined, corsOrigins: [] })).toBe(
      'https://quotedesk.example',
    );
  });
});

describe('invitationEmail', () => {
  it('escapes names in the HTML part and keeps the link whole in both parts', () => {
    const link = 'https://app.test/set-password?token=abc_-1';
    const mail = invitationEmail({ name: '<b>Eve</b>', email: 'eve@x.test' }, 'A & B', link);
    expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    expect(mail.html).toContain('A &#38; B');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('expires in 72 hours');
  });
});
