import { loadRemote } from '@module-federation/enhanced/runtime';
import { makeStore, remotePageFor } from 'shared-api';
import { stubFetch } from 'shared-ui/test-support';
import { preloadPageFor } from './preload-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const SESSION = {
  tenantId: '7b0c2a52-7c1d-4a8e-9d55-3f2b1e6c9a10',
  tenantName: 'Acme',
  userId: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  userName: 'Sam',
  userEmail: 'sam@acme.test',
  role: 'USER',
};

describe('remotePageFor', () => {
  it('finds the remote serving a path and the paths below it', () => {
    expect(remotePageFor('/messages')?.remote).toBe('mfe_messages');
    expect(remotePageFor('/customers/3f1c')?.remote).toBe('mfe_customers');
    expect(remotePageFor('/tenant-settings')?.remote).toBe('mfe_settings');
  });

  it('finds none for the shell’s own pages or look-alike paths', () => {
    expect(remotePageFor('/dashboard')).toBeUndefined();
    expect(remotePageFor('/login')).toBeUndefined();
    expect(remotePageFor('/messagesx')).toBeUndefined();
  });
});

describe('preloadPageFor', () => {
  const prefetch = jest.fn();
  beforeEach(() => {
    prefetch.mockReset();
    jest
      .mocked(loadRemote)
      .mockReset()
      .mockResolvedValue({ default: () => null, prefetch });
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the remote and the session together, then starts the page’s own requests', async () => {
    const api = stubFetch({ 'GET /api/session/current': { body: SESSION } });
    const { dispatch } = makeStore();
    preloadPageFor('/customers/3f1c', dispatch);
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('mfe_customers/routes');
    expect(api.callsTo('GET /api/session/current')).toHaveLength(1);
    expect(prefetch).toHaveBeenCalledWith({ dispatch, session: SESSION, pathname: '/customers/3f1c' });
  });

  it('starts nothing for a shell page, and answers at once', async () => {
    const api = stubFetch();
    await expect(preloadPageFor('/dashboard', makeStore().dispatch)).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('answers only once the page’s remote is in (the first render waits for it)', async () => {
    stubFetch({ 'GET /api/session/current': { body: SESSION } });
    let loaded = (_module: unknown) => {};
    jest.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    let answered = false;
    const page = preloadPageFor('/messages', makeStore().dispatch).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    loaded({ default: () => null, prefetch });
    await page;
    expect(answered).toBe(true);
  });

  it('answers once the page’s prefetch has its data, so the first render has it', async () => {
    stubFetch({ 'GET /api/session/current': { body: SESSION } });
    let dataIn = (_value: unknown) => {};
    prefetch.mockReturnValue(new Promise((resolve) => (dataIn = resolve)));
    let answered = false;
    const page = preloadPageFor('/customers', makeStore().dispatch).then(() => (answered = true));
    await settle();
    expect(prefetch).toHaveBeenCalled();
    expect(answered).toBe(false);
    dataIn(undefined);
    await page;
    expect(answered).toBe(true);
  });

  it('prefetches nothing for a role the page refuses, or without a session', async () => {
    stubFetch({ 'GET /api/session/current': { body: SESSION } });
    preloadPageFor('/admin', makeStore().dispatch);
    await settle();
    stubFetch({ 'GET /api/session/current': { status: 401, body: { error: 'Not signed in' } } });
    preloadPageFor('/messages', makeStore().dispatch);
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leaves a remote that fails to load to the screen', async () => {
    stubFetch({ 'GET /api/session/current': { body: SESSION } });
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(preloadPageFor('/catalogs', makeStore().dispatch)).resolves.toBeUndefined();
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
