import { act, screen, waitFor, within } from '@testing-library/react';
import { themeStore, toast } from 'shared-ui';
import { aUser, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { UserSettingsPage } from './user-settings-page';

const ME = 'GET /api/users/me';
const THEME = 'PATCH /api/users/me/theme';
const ada = aUser({ role: 'SUPER_ADMIN' });

beforeEach(() => {
  localStorage.clear();
  themeStore.reload();
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('UserSettingsPage', () => {
  it('shows the profile with a readable, destructive role badge', async () => {
    stubFetch({ [ME]: { body: ada } });
    renderWithProviders(<UserSettingsPage />, { route: '/user-settings' });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@acme.test')).toBeInTheDocument();
    expect(screen.getByText('Acme Plumbing')).toBeInTheDocument();
    expect(screen.getByText('user-1')).toBeInTheDocument();
    const badge = screen.getByTestId('role-badge');
    expect(badge).toHaveTextContent('Super Admin');
    expect(badge.className).toMatch(/error/);
  });

  it('applies a mode at once, saves it and says so', async () => {
    const api = stubFetch({ [ME]: { body: ada }, [THEME]: { body: { themeMode: 'dark' } } });
    const { user } = renderWithProviders(<UserSettingsPage />, { route: '/user-settings' });
    await screen.findByText('Ada Lovelace');

    await user.click(screen.getByText('Dark'));
    expect(themeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(await screen.findByText('Theme changed to dark')).toBeInTheDocument();
    expect(await api.callsTo(THEME)[0]?.json()).toEqual({ themeMode: 'dark' });
  });

  it('says when the mode could not be saved', async () => {
    stubFetch({ [ME]: { body: ada }, [THEME]: { status: 500, body: { error: 'down' } } });
    const { user } = renderWithProviders(<UserSettingsPage />, { route: '/user-settings' });
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByText('Light'));
    expect(await screen.findByText('Failed to save theme preference')).toBeInTheDocument();
  });

  it("says 'Failed to load user settings' when the user cannot be loaded, and Retry loads it", async () => {
    let failures = 1;
    stubFetch({ [ME]: () => (failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: ada }) });
    const { user } = renderWithProviders(<UserSettingsPage />, { route: '/user-settings' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load user settings');
    await waitFor(() => expect(screen.getAllByText('Failed to load user settings')).toHaveLength(2));

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the connected-accounts card it is given', async () => {
    stubFetch({ [ME]: { body: ada } });
    renderWithProviders(<UserSettingsPage accounts={(user) => <p>Accounts of {user.email}</p>} />);
    expect(await screen.findByText('Accounts of ada@acme.test')).toBeInTheDocument();
  });
});
