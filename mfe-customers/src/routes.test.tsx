import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fillJsdomGaps, renderWithProviders, restoreFetch, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes } from './features/customers/testing/fixtures';
import CustomerPipelineRoutes from './routes';

// Mounted the way the shell mounts it: under '/customers/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/*" element={<CustomerPipelineRoutes />} />
    </Routes>,
    { route },
  );
}

fillJsdomGaps({ inlineStylesOnly: true });

describe('CustomerPipelineRoutes', () => {
  beforeEach(() => stubFetch(loadRoutes()));
  afterEach(restoreFetch);

  it('shows the Customer Pipeline page at its index route', async () => {
    renderAt('/customers');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeInTheDocument();
    expect(screen.getByText('Track every customer from first contact to active work.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: harborview.name })).toBeInTheDocument();
  });

  it('shows a customer at /customers/{id}', async () => {
    renderAt(`/customers/${harborview.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: harborview.name })).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/customers/some/deeper/path');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
