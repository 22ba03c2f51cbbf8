/**
 * Serves the ESM-only `cookie` package from the host realm (see host-environment.cjs), so that
 * `app.inject` works in jest. jest.config.mjs runs this file before every server test file.
 */
jest.mock('cookie', () => {
  const hostCookie = (globalThis as { __hostCookie?: unknown }).__hostCookie;
  if (!hostCookie) {
    throw new Error(
      'Tests that inject requests need the host environment that jest.config.mjs sets for the server project',
    );
  }
  return hostCookie;
});

// Google sign-in (openid-client) and its test stand-in (oidc-provider) are ESM-only as well.
jest.mock('openid-client', () => (globalThis as { __hostOpenidClient?: unknown }).__hostOpenidClient);
jest.mock('oidc-provider', () => (globalThis as { __hostOidcProvider?: unknown }).__hostOidcProvider);
jest.mock('pg-boss', () => (globalThis as { __hostPgBoss?: unknown }).__hostPgBoss);
