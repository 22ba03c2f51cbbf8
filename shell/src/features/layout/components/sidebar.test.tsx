import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { api as apiSlice, type CurrentSession, makeStore, setApiBaseUrl } from 'shared-api';
import { NARROW_SCREEN } from 'shared-ui';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { aSession, seedSession } from '../../../test-support/session-fixtures';
import { AppLayout } from './app-layout';

const noBranding = {
  logoUrl: null,
  sidebarLogoUrl: null,
  primaryColor: null,
  secondaryColor: null,
  accentColor: null,
  theme: null,
};

async function renderLayout({
  route = '/dashboard',
  session = aSession(),
  routes = {},
}: {
  route?: string;
  session?: CurrentSession;
  routes?: Record<string, StubHandler>;
} = {}) {
  const api = stubFetch({ 'GET /api/tenants/tenant-1/branding': { body: noBranding }, ...routes });
  const store = makeStore();
  await seedSession(store, session);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Screen content</p>} />
      </Route>
    </Routes>,
    { route, store },
  );
  return { ...rendered, api };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setApiBaseUrl(undefined);
  consoleError.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Sidebar', () => {
  it('shows the tenant name and its initial while the tenant has no logo', async () => {
    await renderLayout();
    expect(screen.getByTestId('tenant-name')).toHaveTextContent('Acme Plumbing');
    expect(screen.getByTestId('tenant-initial')).toHaveTextContent('A');
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it("shows the tenant's sidebar logo from the API host, preferring it over the main logo", async () => {
    setApiBaseUrl('https://api.quotedesk.test');
    await renderLayout({
      routes: {
        'GET /api/tenants/tenant-1/branding': {
          body: { ...noBranding, logoUrl: '/uploads/main.png', sidebarLogoUrl: '/uploads/sidebar.png' },
        },
      },
    });
    expect(await screen.findByRole('img', { name: 'Acme Plumbing logo' })).toHaveAttribute(
      'src',
      'https://api.quotedesk.test/uploads/sidebar.png',
    );
  });

  it('falls back to the main logo when there is no sidebar logo', async () => {
    await renderLayout({
      routes: {
        'GET /api/tenants/tenant-1/branding': { body: { ...noBranding, logoUrl: '/uploads/main.png' } },
      },
    });
    expect(await screen.findByRole('img', { name: 'Acme Plumbing logo' })).toHaveAttribute(
      'src',
      '/uploads/main.png',
    );
  });

  it('shows a new tenant name and logo at once when the settings invalidate the session and branding', async () => {
    let renamed = false;
    const { store } = await renderLayout({
      routes: {
        'GET /api/session/current': () => ({
          body: aSession({ tenantName: renamed ? 'Acme Pipes' : 'Acme Plumbing' }),
        }),
        'GET /api/tenants/tenant-1/branding': () => ({
          body: { ...noBranding, sidebarLogoUrl: renamed ? '/uploads/sidebar-logo.new.png' : null },
        }),
      },
    });
    expect(screen.getByTestId('tenant-initial')).toBeInTheDocument();

    renamed = true;
    act(() => {
      store.dispatch(apiSlice.util.invalidateTags(['Session', { type: 'Branding', id: 'tenant-1' }]));
    });
    await waitFor(() => expect(screen.getByTestId('tenant-name')).toHaveTextContent('Acme Pipes'));
    expect(await screen.findByRole('img', { name: 'Acme Pipes logo' })).toHaveAttribute(
      'src',
      '/uploads/sidebar-logo.new.png',
    );
  });

  it('keeps the initial letter and logs when the branding cannot be loaded', async () => {
    await renderLayout({ routes: { 'GET /api/tenants/tenant-1/branding': { status: 500, body: {} } } });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not load the tenant branding', expect.anything()),
    );
    expect(screen.getByTestId('tenant-initial')).toHaveTextContent('A');
  });

  it('lists the entries of a USER in order, without the Admin Panel', async () => {
    await renderLayout();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Catalogs', 'Messages', 'Customers', 'User Settings']);
  });

  it('offers the Admin Panel to a tenant admin', async () => {
    await renderLayout({ session: aSession({ role: 'TENANT_ADMIN' }) });
    expect(nav().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('marks the entry whose path matches exactly as the current page', async () => {
    await renderLayout({ route: '/messages' });
    expect(nav().getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks no entry on a deeper path', async () => {
    await renderLayout({ route: '/customers/42' });
    expect(nav().getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current');
    expect(nav().queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('collapses and expands with the toggle, whose label says what it will do', async () => {
    const { user } = await renderLayout();
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('tenant-name')).not.toBeInTheDocument();
    expect(nav().queryByText('Messages')).not.toBeInTheDocument();
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(nav().getByText('Messages')).toBeInTheDocument();
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
  });

  it('starts collapsed when it was collapsed before', async () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    await renderLayout();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it("starts collapsed on a narrow screen until the user chooses, then keeps the user's choice", async () => {
    const wide = window.matchMedia.bind(window);
    const narrow = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...wide(query), matches: query === NARROW_SCREEN }));
    const { user, unmount } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    unmount();

    await renderLayout();
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    narrow.mockRestore();
  });

  it('names collapsed entries and shows their label as a tooltip on hover', async () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    const { user } = await renderLayout();
    const messages = nav().getByRole('link', { name: 'Messages' });
    expect(messages).not.toHaveTextContent('Messages');

    await user.hover(messages);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Messages');
  });

  it("shows the signed-in user's initial, name and email, linking to user settings", async () => {
    await renderLayout();
    const userLink = screen.getByRole('link', { name: /Ada Lovelace/ });
    expect(userLink).toHaveAttribute('href', '/user-settings');
    expect(userLink).toHaveTextContent('ada@acme.test');
    expect(userLink).toHaveTextContent(/^AAda Lovelace/);
  });

  it("shows 'User' and 'user@example.com' when the session has no name or email", async () => {
    await renderLayout({ session: aSession({ userName: '', userEmail: '' }) });
    const userLink = screen.getByRole('link', { name: /User.*user@example\.com/ });
    expect(userLink).toHaveAttribute('href', '/user-settings');
  });

  it('logs out: clears the browser storage and goes to /login', async () => {
    localStorage.setItem('session', '{"sessionId":"s"}');
    sessionStorage.setItem('draft', 'x');
    const { user, api } = await renderLayout({ routes: { 'POST /api/auth/logout': { status: 204 } } });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('logs out locally even when the server call fails', async () => {
    localStorage.setItem('session', '{"sessionId":"s"}');
    sessionStorage.setItem('draft', 'x');
    const { user } = await renderLayout({
      routes: { 'POST /api/auth/logout': { status: 500, body: { error: 'down' } } },
    });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('session')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(consoleError).toHaveBeenCalledWith('Server log-out failed', expect.anything());
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});
