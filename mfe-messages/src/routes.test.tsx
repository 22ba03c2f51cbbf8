import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
import MessagesRoutes from './routes';

// Mounted the way the shell mounts it: under '/messages/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/messages/*" element={<MessagesRoutes />} />
    </Routes>,
    { route },
  );
}

describe('MessagesRoutes', () => {
  it('shows the Messages page at its index route', () => {
    renderAt('/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Select a message to view')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/messages/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
