import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import AdminPanelRoutes from './routes';
import { adminRoutes, ownerSession, superSession } from './shared/testing/fixtures';

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
  beforeEach(() => stubFetch(adminRoutes(ownerSession)));

  it('shows the Admin Panel page at its index route, on the Users tab', async () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Manage users, view system logs, and configure settings')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Logs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System Settings' })).toBeInTheDocument();
  });

  it('opens the tab the URL names', async () => {
    renderAt('/admin?tab=ai-logs');
    expect(await screen.findByRole('tab', { name: 'AI Logs', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
  });

  it("shows a tenant's admin the Company data tab, and a super admin the Tenants tab instead", async () => {
    renderAt('/admin?tab=company-data');
    expect(await screen.findByRole('tab', { name: 'Company data', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete this company' })).toBeInTheDocument();
  });

  it("shows a tenant's admin the Integrations tab with the company's API keys and webhooks", async () => {
    stubFetch(
      adminRoutes(ownerSession, { 'GET /api/api-keys': { body: [] }, 'GET /api/webhooks': { body: [] } }),
    );
    renderAt('/admin?tab=integrations');
    expect(await screen.findByRole('tab', { name: 'Integrations', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create API key/ })).toBeInTheDocument();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add webhook/ })).toBeInTheDocument();
  });

  it('opens the Tenants tab for a super admin', async () => {
    stubFetch(adminRoutes(superSession));
    renderAt('/admin?tab=tenants');
    expect(await screen.findByRole('tab', { name: 'Tenants', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Company data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete Acme Plumbing' })).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/admin/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
