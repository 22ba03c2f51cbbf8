import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
import ServiceCatalogsRoutes from './routes';

// Mounted the way the shell mounts it: under '/catalogs/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/catalogs/*" element={<ServiceCatalogsRoutes />} />
    </Routes>,
    { route },
  );
}

describe('ServiceCatalogsRoutes', () => {
  it('shows the Service Catalogs page at its index route', () => {
    renderAt('/catalogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeInTheDocument();
    expect(screen.getByText('Organize and manage your service offerings')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/catalogs/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
