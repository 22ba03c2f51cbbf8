import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
import UserSettingsRoutes from './routes';

// Mounted the way the shell mounts it: under '/user-settings/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user-settings/*" element={<UserSettingsRoutes />} />
    </Routes>,
    { route },
  );
}

describe('UserSettingsRoutes', () => {
  it('shows the User Settings page at its index route', () => {
    renderAt('/user-settings');
    expect(screen.getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();
    expect(screen.getByText('Your profile, appearance and connected accounts.')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/user-settings/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
