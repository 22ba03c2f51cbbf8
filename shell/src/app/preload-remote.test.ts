import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteFor, remoteRouteFor } from './preload-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

describe('remoteRouteFor', () => {
  it('finds the remote serving a path and the paths below it', () => {
    expect(remoteRouteFor('/messages')?.remote).toBe('mfe_messages');
    expect(remoteRouteFor('/customers/3f1c')?.remote).toBe('mfe_customers');
    expect(remoteRouteFor('/tenant-settings')?.remote).toBe('mfe_settings');
  });

  it('finds none for the shell’s own pages or look-alike paths', () => {
    expect(remoteRouteFor('/dashboard')).toBeUndefined();
    expect(remoteRouteFor('/login')).toBeUndefined();
    expect(remoteRouteFor('/messagesx')).toBeUndefined();
  });
});

describe('preloadRemoteFor', () => {
  beforeEach(() => jest.mocked(loadRemote).mockReset());

  it('starts loading the remote of the opened page', () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    preloadRemoteFor('/catalogs');
    expect(loadRemote).toHaveBeenCalledWith('mfe_catalogs/routes');
  });

  it('loads nothing for a shell page, and leaves a failure to the screen', async () => {
    preloadRemoteFor('/dashboard');
    expect(loadRemote).not.toHaveBeenCalled();
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    expect(() => preloadRemoteFor('/admin')).not.toThrow();
  });
});
