import type { FastifyRequest } from 'fastify';
import { appOrigin, passwordLink } from './password-links';

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

describe('passwordLink', () => {
  it('sends an invitation to /set-password and a reset to /reset-password, the token encoded', () => {
    expect(passwordLink('https://app.test', 'invitation', 'a+b')).toBe(
      'https://app.test/set-password?token=a%2Bb',
    );
    expect(passwordLink('https://app.test', 'reset', 'xyz')).toBe(
      'https://app.test/reset-password?token=xyz',
    );
  });
});
