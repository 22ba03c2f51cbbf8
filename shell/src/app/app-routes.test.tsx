import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { CurrentSession } from 'shared-api';
import { FIRST_PAINT_ID } from 'shared-api/contract';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { aSession } from '../test-support/session-fixtures';
import { AppRoutes } from './app-routes';
// The pages the routes load lazily, evaluated with this file rather than inside a test's wait: the first of them
// to load brings antd's whole ES build and shared-ui, which took longer than the wait in a full run.
import '../features/forgot-password/components/forgot-password-page';
import '../features/set-password/components/set-password-page';
import './signed-in-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(route: string, session: CurrentSession | null = aSession()) {
  const api = stubFetch({
    'GET /api/session/current': session
      ? { body: session }
      : { status: 401, body: { error: 'Not signed in' } },
    'GET /api/tenants/tenant-1/branding': { status: 404, body: {} },
  });
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
  return api;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: () => <h1>{`Remote ${id}`}</h1>,
  }));
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('AppRoutes', () => {
  it('sends / to the login page without loading a session', async () => {
    const api = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.callsTo('GET /api/session/current')).toHaveLength(0);
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=t', 'Choose a new password'],
  ])('serves %s without a session', async (route, heading) => {
    const api = renderApp(route, null);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(api.callsTo('GET /api/session/current')).toHaveLength(0);
  });

  it('shows the dashboard beside the sidebar for a signed-in user', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    renderApp('/messages', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each([
    ['/catalogs', 'mfe_catalogs/routes'],
    ['/messages', 'mfe_messages/routes'],
    ['/customers/42', 'mfe_customers/routes'],
    ['/user-settings', 'mfe_settings/routes'],
  ])('hands %s to its remote', async (route, remote) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { name: `Remote ${remote}` })).toBeInTheDocument();
  });

  it('hands /admin to the admin remote for a tenant admin', async () => {
    renderApp('/admin', aSession({ role: 'TENANT_ADMIN' }));
    expect(await screen.findByRole('heading', { name: 'Remote mfe_admin/routes' })).toBeInTheDocument();
  });

  it('sends a USER who opens /admin to /dashboard', async () => {
    renderApp('/admin', aSession({ role: 'USER' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown signed-in path', async () => {
    renderApp('/nowhere');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  describe("the server's first paint of the inbox", () => {
    const firstPaint = () => document.getElementById(FIRST_PAINT_ID);
    beforeEach(() =>
      document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_PAINT_ID}">Rows</div>`),
    );
    afterEach(() => firstPaint()?.remove());

    it('is left on the inbox for the inbox to replace', async () => {
      renderApp('/messages');
      expect(await screen.findByRole('heading', { name: 'Remote mfe_messages/routes' })).toBeInTheDocument();
      expect(firstPaint()).toBeInTheDocument();
    });

    it('goes at once on any other screen, such as the sign-in page a refused session leads to', async () => {
      renderApp('/messages', null);
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(firstPaint()).not.toBeInTheDocument();
    });
  });
});
