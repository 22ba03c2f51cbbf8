import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { type Branding, makeStore } from 'shared-api';
import { themeStore, toast } from 'shared-ui';
import { aUser, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { aSession } from '../../test-support/session-fixtures';
import { ThemeRoot } from './theme-root';

const ME = 'GET /api/users/me';
const BRANDING = 'GET /api/tenants/tenant-1/branding';
const noBranding: Branding = {
  logoUrl: null,
  sidebarLogoUrl: null,
  primaryColor: null,
  secondaryColor: null,
  accentColor: null,
  theme: null,
};
const brandingWith = (overrides: Partial<Branding>) => ({ body: { ...noBranding, ...overrides } });

// ThemeRoot brings its own theme provider and toaster, so it gets only the store and the router.
function renderThemeRoot(route: string, routes: Record<string, StubHandler> = {}) {
  const api = stubFetch({
    'GET /api/session/current': { body: aSession() },
    [BRANDING]: { body: noBranding },
    ...routes,
  });
  // The theme store reads browser storage when created; tests set storage first, then reload it.
  themeStore.reload();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeRoot>
          <p>Screen content</p>
        </ThemeRoot>
      </MemoryRouter>
    </Provider>,
  );
  return api;
}

const root = document.documentElement;
const appliedMode = () => root.dataset.theme;
const appliedPrimary = () => root.style.getPropertyValue('--qd-primary');

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  localStorage.clear();
  act(() => toast.dismiss());
});

describe('ThemeRoot mode', () => {
  it.each(['/login', '/', '/forgot-password', '/reset-password'])(
    'does not ask for /api/users/me on %s and uses the saved mode',
    async (route) => {
      localStorage.setItem('theme-mode', 'dark');
      const api = renderThemeRoot(route, { [ME]: { body: aUser({ themeMode: 'light' }) } });

      expect(screen.getByText('Screen content')).toBeInTheDocument();
      expect(appliedMode()).toBe('dark');
      await act(async () => {});
      expect(api.callsTo(ME)).toHaveLength(0);
      expect(api.callsTo(BRANDING)).toHaveLength(0);
    },
  );

  it('applies the mode from /api/users/me once signed in and saves it', async () => {
    localStorage.setItem('theme-mode', 'light');
    const api = renderThemeRoot('/dashboard', { [ME]: { body: aUser({ themeMode: 'dark' }) } });

    expect(appliedMode()).toBe('light');
    await waitFor(() => expect(appliedMode()).toBe('dark'));
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(api.callsTo(ME)).toHaveLength(1);
  });

  it('follows the system colour scheme when the user chose system', async () => {
    localStorage.setItem('theme-mode', 'dark');
    renderThemeRoot('/messages', { [ME]: { body: aUser({ themeMode: 'system' }) } });
    // The jest setup's matchMedia never matches, so the system prefers light.
    await waitFor(() => expect(appliedMode()).toBe('light'));
    expect(localStorage.getItem('theme-mode')).toBe('system');
  });

  it('keeps the saved mode and only logs when the preferences cannot be loaded', async () => {
    localStorage.setItem('theme-mode', 'dark');
    renderThemeRoot('/dashboard', { [ME]: { status: 500, body: { error: 'down' } } });

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not load user preferences', expect.anything()),
    );
    expect(appliedMode()).toBe('dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
  });

  it('applies a mode set through the theme store at once', async () => {
    renderThemeRoot('/login');
    act(() => themeStore.setMode('dark'));
    expect(appliedMode()).toBe('dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
  });

  it('shows toasts in the mode it applies', async () => {
    renderThemeRoot('/dashboard', { [ME]: { body: aUser({ themeMode: 'dark' }) } });
    await waitFor(() => expect(appliedMode()).toBe('dark'));
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
  });
});

describe('ThemeRoot colours', () => {
  const ME_LIGHT = { [ME]: { body: aUser({ themeMode: 'light' }) } };

  it('paints the saved custom colours at once, before any call answers', () => {
    localStorage.setItem(
      'theme-custom-colors',
      JSON.stringify({ primary: '#be123c', secondary: '#64748b', accent: '#8b5cf6' }),
    );
    renderThemeRoot('/login');
    expect(appliedPrimary()).toBe('#be123c');
  });

  it("applies and saves the tenant's colours when they differ from the saved ones", async () => {
    localStorage.setItem('theme-key', 'cyber-mint');
    renderThemeRoot('/dashboard', { ...ME_LIGHT, [BRANDING]: brandingWith({ primaryColor: '#0369a1' }) });
    expect(appliedPrimary()).toBe('#047857');
    await waitFor(() => expect(appliedPrimary()).toBe('#0369a1'));
    expect(JSON.parse(localStorage.getItem('theme-custom-colors') ?? 'null')).toEqual({
      primary: '#0369a1',
      secondary: '#64748b',
      accent: '#8b5cf6',
    });
  });

  it("shows the tenant's preset when it has no colours of its own", async () => {
    renderThemeRoot('/dashboard', { ...ME_LIGHT, [BRANDING]: brandingWith({ theme: 'purple-haze' }) });
    await waitFor(() => expect(appliedPrimary()).toBe('#7e22ce'));
    expect(localStorage.getItem('theme-key')).toBe('purple-haze');
  });

  it('falls back to Default when the branding call fails, keeping the saved colours for next time', async () => {
    const saved = JSON.stringify({ primary: '#be123c', secondary: '#64748b', accent: '#8b5cf6' });
    localStorage.setItem('theme-custom-colors', saved);
    renderThemeRoot('/dashboard', { ...ME_LIGHT, [BRANDING]: { status: 500, body: { error: 'down' } } });
    await waitFor(() => expect(appliedPrimary()).toBe('#1d4ed8'));
    expect(localStorage.getItem('theme-custom-colors')).toBe(saved);
  });

  it('shows a colour preview across the app until it is discarded', async () => {
    renderThemeRoot('/dashboard', ME_LIGHT);
    await waitFor(() => expect(appliedPrimary()).toBe('#1d4ed8'));
    act(() => themeStore.preview({ primary: '#047857', secondary: '#64748b', accent: '#8b5cf6' }));
    expect(appliedPrimary()).toBe('#047857');
    expect(localStorage.getItem('theme-custom-colors')).toBeNull();
    act(() => themeStore.preview(null));
    expect(appliedPrimary()).toBe('#1d4ed8');
  });

  it('clears the saved theme and colours and applies Default', async () => {
    localStorage.setItem('theme-key', 'cyber-mint');
    localStorage.setItem(
      'theme-custom-colors',
      JSON.stringify({ primary: '#be123c', secondary: '#64748b', accent: '#8b5cf6' }),
    );
    renderThemeRoot('/login');
    act(() => themeStore.clear());
    expect(appliedPrimary()).toBe('#1d4ed8');
    expect(localStorage.getItem('theme-key')).toBeNull();
    expect(localStorage.getItem('theme-custom-colors')).toBeNull();
  });
});
