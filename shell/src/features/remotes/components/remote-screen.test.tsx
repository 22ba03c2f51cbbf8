import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from 'shared-ui/test-support';
import { RemoteScreen } from './remote-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

function CatalogsScreen() {
  return <h1>Service Catalogs</h1>;
}

function BrokenScreen(): never {
  throw new Error('render failed');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  loadRemoteMock.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('RemoteScreen', () => {
  it('shows a loading state until the remote arrives, then renders its component', async () => {
    const remote = deferred<{ default: typeof CatalogsScreen }>();
    loadRemoteMock.mockReturnValue(remote.promise);
    render(<RemoteScreen remote="mfe_catalogs" module="./routes" />);

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_catalogs/routes');

    remote.resolve({ default: CatalogsScreen });
    expect(await screen.findByRole('heading', { name: 'Service Catalogs' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('offers a Retry when the remote cannot be loaded, which loads it again', async () => {
    // Each load tries three times (a stale failed preload can answer a try): the remote is down for all three.
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));
    render(<RemoteScreen remote="mfe_customers" module="./routes" />);

    expect(await screen.findByText('This screen could not be loaded')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

    loadRemoteMock.mockResolvedValue({ default: CatalogsScreen });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Service Catalogs' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByText('This screen could not be loaded')).not.toBeInTheDocument();
  });

  it('treats a remote that exposes no component as not loadable', async () => {
    loadRemoteMock.mockResolvedValue({});
    render(<RemoteScreen remote="mfe_admin" module="./routes" />);
    expect(await screen.findByText('This screen could not be loaded')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'A federated module failed to load or render',
      expect.objectContaining({ message: 'mfe_admin did not expose a component at ./routes' }),
      expect.anything(),
    );
  });

  it('keeps a screen that throws while rendering inside its own area', async () => {
    loadRemoteMock.mockResolvedValue({ default: BrokenScreen });
    render(
      <>
        <nav>Sidebar</nav>
        <RemoteScreen remote="mfe_messages" module="./routes" />
      </>,
    );
    expect(await screen.findByText('This screen could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Sidebar')).toBeInTheDocument();
  });
});
