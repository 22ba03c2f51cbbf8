import { stubFetch } from 'shared-ui/test-support';
import { loadRuntimeConfig } from './runtime-config';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

const UNAVAILABLE = 'Could not load the runtime configuration; remote screens are unavailable.';

describe('loadRuntimeConfig', () => {
  it('returns a valid configuration from /remotes.json', async () => {
    const config = {
      remotes: { mfe_catalogs: 'https://cdn.test/catalogs/mf-manifest.json' },
      apiBaseUrl: 'https://api.test',
      googleSignIn: true,
    };
    const api = stubFetch({ 'GET /remotes.json': { body: config } });

    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts a configuration without an API host', async () => {
    stubFetch({ 'GET /config/remotes.json': { body: { remotes: {} } } });
    await expect(loadRuntimeConfig('/config/remotes.json')).resolves.toEqual({ remotes: {} });
  });

  it.each([
    ['a remote URL that is not text', { remotes: { mfe_catalogs: 42 } }],
    ['no remotes', { apiBaseUrl: 'https://api.test' }],
    ['an API host that is not text', { remotes: {}, apiBaseUrl: 1 }],
    ['a Google flag that is not a boolean', { remotes: {}, googleSignIn: 'yes' }],
    ['a body that is not an object', 'remotes'],
  ])('falls back to no remotes and logs for %s', async (_case, body) => {
    stubFetch({ 'GET /remotes.json': { body } });
    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledWith(
      UNAVAILABLE,
      expect.objectContaining({ message: '/remotes.json is not a valid runtime configuration' }),
    );
  });

  it('falls back to no remotes and logs when the file is missing', async () => {
    stubFetch({ 'GET /remotes.json': { status: 404, body: {} } });
    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledWith(
      UNAVAILABLE,
      expect.objectContaining({ message: '/remotes.json answered 404' }),
    );
  });

  it('falls back to no remotes and logs when the fetch fails', async () => {
    const api = stubFetch();
    const failure = new TypeError('Failed to fetch');
    api.fetch.mockRejectedValue(failure);
    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledWith(UNAVAILABLE, failure);
  });
});
