import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: '127.0.0.1' }, { seed: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const policyOf = (response: Awaited<ReturnType<typeof get>>) =>
  String(response.headers['content-security-policy']);

describe('security headers', () => {
  it('are on every answer, errors included', async () => {
    for (const response of [
      await get('/api/health'),
      await get('/api/nowhere'),
      await get('/mfe/none/x.js'),
    ]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      expect(policyOf(response)).toContain("frame-ancestors 'none'");
    }
  });

  it('carry a policy with a fresh nonce for scripts and styles on each answer', async () => {
    const first = policyOf(await get('/api/health'));
    const nonce = first.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first).toContain("style-src-attr 'unsafe-inline'");
    expect(first).toContain("object-src 'none'");
    expect(policyOf(await get('/api/health'))).not.toContain(nonce);
  });

  it('ask for HTTPS only when the request came over TLS', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('let a shell on another origin load the remotes, and nothing else', async () => {
    expect((await get('/mfe/messages/remoteEntry.js')).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await get('/api/health')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
