import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router';
import { type AppDispatch, api, signingOut, useGetMeQuery } from 'shared-api';
import { toast } from 'shared-ui';
import { deferred, renderWithProviders, type StubReply, stubFetch } from 'shared-ui/test-support';
import { aSession } from '../../../test-support/session-fixtures';
import { SessionGate } from './session-gate';

function LoginScreen() {
  const { search } = useLocation();
  return (
    <>
      <p>Login screen</p>
      <p>{`Query: ${decodeURIComponent(search)}`}</p>
    </>
  );
}

/** A signed-in screen whose own call may find the session gone. */
function ProfileScreen() {
  useGetMeQuery();
  return <p>Profile screen</p>;
}

/** A signed-in screen that reports its own failed load while it is shown, as the inbox does. */
function InboxScreen() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const request = dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    let shown = true;
    request.unwrap().catch(() => {
      if (shown) toast.error('Failed to load messages');
    });
    return () => {
      shown = false;
    };
  }, [dispatch]);
  return <p>Inbox screen</p>;
}

function renderGate(route = '/dashboard') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route element={<SessionGate />}>
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        <Route path="/user-settings" element={<ProfileScreen />} />
        <Route path="/messages" element={<InboxScreen />} />
      </Route>
    </Routes>,
    { route },
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('SessionGate', () => {
  it("shows 'Loading...' while the current session loads", async () => {
    const answer = deferred<StubReply>();
    stubFetch({ 'GET /api/session/current': () => answer.promise });
    renderGate();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();

    answer.resolve({ body: aSession() });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('renders the guarded screen once the session is loaded', async () => {
    const api = stubFetch({ 'GET /api/session/current': { body: aSession() } });
    renderGate();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(api.callsTo('GET /api/session/current')).toHaveLength(1);
  });

  it('sends the user to /login and logs the error when there is no session (401)', async () => {
    stubFetch({ 'GET /api/session/current': { status: 401, body: { error: 'Not signed in' } } });
    renderGate();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load the current session',
      expect.objectContaining({ status: 401 }),
    );
  });

  it('sends the user to /login when the server cannot be reached', async () => {
    const api = stubFetch();
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, to come back to the page asked for', async () => {
    stubFetch({ 'GET /api/session/current': { status: 401, body: { error: 'Not signed in' } } });
    renderGate('/user-settings?tab=theme');
    expect(await screen.findByText('Query: ?next=/user-settings?tab=theme')).toBeInTheDocument();
  });

  it('sends the user to sign in again, saying why, when a call finds the session ended mid-work', async () => {
    const api = stubFetch({
      'GET /api/session/current': { body: aSession() },
      'GET /api/users/me': { status: 401, body: { error: 'Not signed in' } },
    });
    renderGate('/user-settings');
    expect(await screen.findByText('Query: ?next=/user-settings&reason=session-ended')).toBeInTheDocument();
    expect(api.callsTo('GET /api/users/me')).toHaveLength(1);
  });

  it('takes the screens away at once when the session ends mid-work, so none reports its failed call over the sign-in', async () => {
    const failure = jest.spyOn(toast, 'error');
    stubFetch({
      'GET /api/session/current': { body: aSession() },
      'GET /api/users/me': { status: 401, body: { error: 'Not signed in' } },
    });
    renderGate('/messages');
    expect(await screen.findByText('Query: ?next=/messages&reason=session-ended')).toBeInTheDocument();
    await act(async () => {});
    expect(failure).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to load messages')).not.toBeInTheDocument();
    failure.mockRestore();
  });

  it('goes to the plain sign-in page, with nothing to report, when the session ends because the user signs out', async () => {
    let signedIn = true;
    stubFetch({
      'GET /api/session/current': () =>
        signedIn ? { body: aSession() } : { status: 401, body: { error: 'Not signed in' } },
      'GET /api/users/me': () =>
        signedIn ? { body: {} } : { status: 401, body: { error: 'Not signed in' } },
    });
    const { store } = renderGate('/user-settings');
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();

    act(() => {
      store.dispatch(signingOut());
      signedIn = false;
      store.dispatch(api.util.invalidateTags(['Session', 'Me']));
    });
    expect(await screen.findByText('Query:')).toBeInTheDocument();
  });
});
