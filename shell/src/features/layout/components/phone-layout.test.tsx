import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { type CurrentSession, makeStore } from 'shared-api';
import { COMPACT_SCREEN, NARROW_SCREEN, PHONE_SCREEN } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
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

function Screen() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The window matches these media queries (a phone matches the tablet's and the laptop's too). */
function screenMatching(...queries: string[]) {
  const wide = window.matchMedia.bind(window);
  return jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...wide(query), matches: queries.includes(query) }));
}

async function renderLayout(session: CurrentSession = aSession()) {
  stubFetch({
    'GET /api/tenants/tenant-1/branding': { body: noBranding },
    'POST /api/auth/logout': { status: 204 },
  });
  const store = makeStore();
  await seedSession(store, session);
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route element={<AppLayout sidebarExtra={<p>Tenant switcher</p>} />}>
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>,
    { route: '/dashboard', store },
  );
}

const content = () => screen.getByTestId('location').parentElement;
const menu = () => screen.getByRole('dialog', { name: 'Menu' });

let media: jest.SpyInstance;
afterEach(() => {
  media.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
});

describe('AppLayout on a phone', () => {
  beforeEach(() => {
    media = screenMatching(PHONE_SCREEN, COMPACT_SCREEN, NARROW_SCREEN);
  });

  it('shows a top bar with the tenant initial, its name and a menu button of at least 44 × 44 px, instead of the sidebar', async () => {
    await renderLayout();
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByTestId('tenant-initial')).toHaveTextContent('A');
    expect(topBar.getByTestId('tenant-name')).toHaveTextContent('Acme Plumbing');
    expect(topBar.getByRole('button', { name: 'Open menu' })).toHaveStyle({ width: '44px', height: '44px' });
    expect(topBar.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(content()).toHaveStyle({ padding: '12px' });
  });

  it('opens a drawer with the same entries as the sidebar, each at least 44 px high, and moves focus into it', async () => {
    const { user } = await renderLayout(aSession({ role: 'TENANT_ADMIN' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const links = within(menu()).getByRole('navigation', { name: 'Main' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Catalogs', 'Messages', 'Customers', 'Admin Panel', 'User Settings']);
    for (const link of within(links).getAllByRole('link')) expect(link).toHaveStyle({ minHeight: '44px' });
    expect(within(links).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the Admin Panel out of the menu for a USER', async () => {
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(menu()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('goes to the chosen entry and closes the menu', async () => {
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menu()).getByRole('link', { name: 'Messages' }));

    expect(await screen.findByText('/messages')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the menu on Escape, focus back on the menu button', async () => {
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(menu()).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
  });

  it("holds the sidebar's footer: the tenant switcher, the user linking to their settings, and log-out", async () => {
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(menu());
    expect(drawer.getByText('Tenant switcher')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/user-settings');

    await user.click(drawer.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});

describe('AppLayout on a tablet', () => {
  beforeEach(() => {
    media = screenMatching(COMPACT_SCREEN, NARROW_SCREEN);
  });

  it('keeps the sidebar, without a top bar, and the full padding', async () => {
    await renderLayout();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(content()).toHaveStyle({ padding: '24px' });
  });
});
