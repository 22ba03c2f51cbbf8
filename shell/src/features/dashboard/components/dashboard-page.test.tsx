import { screen } from '@testing-library/react';
import { makeStore } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { seedSession } from '../../../test-support/session-fixtures';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('shows the dashboard header, its welcome text and the placeholder body', async () => {
    const api = stubFetch();
    const store = makeStore();
    await seedSession(store);
    renderWithProviders(<DashboardPage />, { route: '/dashboard', store });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Welcome to your dashboard. View summary widgets and recent activity.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dashboard content coming soon...')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
