/**
 * Serves the ESM-only `cookie` package from the host realm (see host-environment.cjs), so that
 * `app.inject` works in jest. Imported by the test helpers before anything injects a request.
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
