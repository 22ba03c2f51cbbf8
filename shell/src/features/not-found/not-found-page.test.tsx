import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from 'shared-ui/test-support';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('explains the page does not exist and leads back to /dashboard', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/no/such/page' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }));

    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
