import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { deferred, renderWithProviders, type StubReply, stubFetch } from 'shared-ui/test-support';
import { aSession } from '../../../test-support/session-fixtures';
import { SessionGate } from './session-gate';

function renderGate() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route element={<SessionGate />}>
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      </Route>
    </Routes>,
    { route: '/dashboard' },
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
});
