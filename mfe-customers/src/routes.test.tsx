import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
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

describe('CustomerPipelineRoutes', () => {
  it('shows the Customer Pipeline page at its index route', () => {
    renderAt('/customers');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeInTheDocument();
    expect(screen.getByText('Track every customer from first contact to active work.')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/customers/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
