import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
import AdminPanelRoutes from './routes';

// Mounted the way the shell mounts it: under '/admin/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminPanelRoutes />} />
    </Routes>,
    { route },
  );
}

describe('AdminPanelRoutes', () => {
  it('shows the Admin Panel page at its index route', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Manage users, view system logs, and configure settings')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/admin/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
