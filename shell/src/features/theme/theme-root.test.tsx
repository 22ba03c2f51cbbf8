import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from 'shared-api';
import { toast } from 'shared-ui';
import { restoreFetch, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { aUser } from '../../test-support/session-fixtures';
import { ThemeRoot } from './theme-root';

const ME = 'GET /api/users/me';

// ThemeRoot brings its own theme provider and toaster, so it gets only the store and the router.
function renderThemeRoot(route: string, routes: Record<string, StubHandler> = {}) {
  const api = stubFetch(routes);
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

const appliedMode = () => document.documentElement.dataset.theme;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  restoreFetch();
  consoleError.mockRestore();
  localStorage.clear();
  act(() => toast.dismiss());
});

describe('ThemeRoot', () => {
  it.each(['/login', '/'])('does not ask for /api/users/me on %s and uses the saved mode', async (route) => {
    localStorage.setItem('theme-mode', 'dark');
    const api = renderThemeRoot(route, { [ME]: { body: aUser({ themeMode: 'light' }) } });

    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(appliedMode()).toBe('dark');
    await act(async () => {});
    expect(api.callsTo(ME)).toHaveLength(0);
  });

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
