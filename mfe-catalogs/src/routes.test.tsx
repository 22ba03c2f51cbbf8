import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fillJsdomGaps, renderWithProviders, restoreFetch, stubFetch } from 'shared-ui/test-support';
import { loadRoutes, plumbing } from './features/catalogs/testing/fixtures';
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

fillJsdomGaps({ inlineStylesOnly: true });

describe('ServiceCatalogsRoutes', () => {
  beforeEach(() => stubFetch(loadRoutes()));
  afterEach(restoreFetch);

  it('shows the Service Catalogs page at its index route', async () => {
    renderAt('/catalogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeInTheDocument();
    expect(screen.getByText('Organize and manage your service offerings')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: plumbing.name })).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/catalogs/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
