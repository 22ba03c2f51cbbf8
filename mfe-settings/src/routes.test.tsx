import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { setGoogleSignIn } from 'shared-api';
import { toast } from 'shared-ui';
import { aUser, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import UserSettingsRoutes from './routes';
import TenantSettingsRoutes from './tenant-settings-routes';

// Mounted the way the shell mounts them: under '/user-settings/*' and '/tenant-settings/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user-settings/*" element={<UserSettingsRoutes />} />
      <Route path="/tenant-settings/*" element={<TenantSettingsRoutes />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  stubFetch({ 'GET /api/users/me': { status: 401, body: { error: 'Not signed in' } } });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('settings routes', () => {
  it('shows the User Settings page at its index route', () => {
    renderAt('/user-settings');
    expect(screen.getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();
    expect(
      screen.getByText('Your profile, appearance, security and connected accounts.'),
    ).toBeInTheDocument();
  });

  it('shows the Tenant Settings page at its index route', () => {
    renderAt('/tenant-settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Tenant Settings' })).toBeInTheDocument();
    expect(screen.getByText('Manage your company information and branding')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/user-settings/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('the Gmail card on User Settings', () => {
  const me = aUser();
  beforeEach(() => {
    stubFetch({
      'GET /api/users/me': { body: me },
      'GET /api/messages/import/gmail': { status: 404, body: {} },
    });
  });
  afterEach(() => setGoogleSignIn(undefined));

  it('is left out when the server has Google not set up', async () => {
    renderAt('/user-settings');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Gmail Integration')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect Gmail/ })).not.toBeInTheDocument();
  });

  it('offers Connect Gmail when Google is set up', async () => {
    setGoogleSignIn(true);
    renderAt('/user-settings');
    expect(await screen.findByText('Gmail Integration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Connect Gmail/ })).toBeInTheDocument();
  });
});
