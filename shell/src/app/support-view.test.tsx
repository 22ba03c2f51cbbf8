import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type CurrentSession, makeStore, useGetMeQuery } from 'shared-api';
import { aUser, openOptions, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { SessionGate } from '../features/auth/components/session-gate';
import { AppLayout } from '../features/layout/components/app-layout';
import { SupportBanner } from '../features/support-view/components/support-banner';
import { TenantSwitcher } from '../features/support-view/components/tenant-switcher';
import { aSession, seedSession } from '../test-support/session-fixtures';

const HQ = { id: 'tenant-hq', name: 'QuoteDesk HQ' };
const ACME = { id: 'tenant-acme', name: 'Acme Plumbing' };
const superAdmin = aSession({
  tenantId: HQ.id,
  tenantName: HQ.name,
  role: 'SUPER_ADMIN',
  viewingAsSupport: false,
});
const viewingAcme: CurrentSession = {
  ...superAdmin,
  tenantId: ACME.id,
  tenantName: ACME.name,
  viewingAsSupport: true,
};
const noBranding = {
  logoUrl: null,
  sidebarLogoUrl: null,
  primaryColor: null,
  secondaryColor: null,
  accentColor: null,
  theme: null,
};

/** A screen with an answer cached from the tenant of the moment. */
function Screen() {
  const { data: me } = useGetMeQuery();
  return <p>Signed in as {me?.name}</p>;
}

async function renderShell(session: CurrentSession, routes = {}) {
  const api = stubFetch({
    'GET /api/session/current': { body: session },
    'GET /api/tenants': { body: [HQ, ACME] },
    [`GET /api/tenants/${HQ.id}/branding`]: { body: noBranding },
    [`GET /api/tenants/${ACME.id}/branding`]: { body: noBranding },
    'GET /api/tenants/tenant-1/branding': { body: noBranding },
    'GET /api/users/me': { body: aUser() },
    'PUT /api/session/viewing-tenant': { body: viewingAcme },
    'DELETE /api/session/viewing-tenant': { body: superAdmin },
    ...routes,
  });
  const store = makeStore();
  await seedSession(store, session);
  const rendered = renderWithProviders(
    <Routes>
      <Route element={<SessionGate />}>
        <Route element={<AppLayout banner={<SupportBanner />} sidebarExtra={<TenantSwitcher />} />}>
          <Route path="*" element={<Screen />} />
        </Route>
      </Route>
    </Routes>,
    { route: '/messages', store },
  );
  await screen.findByText(/Signed in as/);
  return { ...rendered, api };
}

describe('the support view', () => {
  it('lets a super admin pick a tenant, then shows the banner and loads every answer again', async () => {
    const { user, api } = await renderShell(superAdmin);
    expect(screen.queryByTestId('support-banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'View tenant' }));
    await waitFor(() => expect(openOptions()).toEqual(['QuoteDesk HQ', 'Acme Plumbing']));
    const meLoads = api.callsTo('GET /api/users/me').length;

    await user.click(screen.getByTitle('Acme Plumbing'));
    expect(await screen.findByText('Viewing as Acme Plumbing')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/session/viewing-tenant');
    expect(await put?.json()).toEqual({ tenantId: ACME.id });
    // The cache held the previous tenant's answers: the screen asks again.
    await waitFor(() => expect(api.callsTo('GET /api/users/me').length).toBe(meLoads + 1));
    expect(screen.getByTestId('tenant-name')).toHaveTextContent('Acme Plumbing');
  });

  it('goes back to the own tenant from the banner', async () => {
    const { user, api } = await renderShell(viewingAcme);
    await user.click(await screen.findByRole('button', { name: 'Back to my tenant' }));
    await waitFor(() => expect(screen.queryByTestId('support-banner')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/session/viewing-tenant')).toHaveLength(1);
    expect(screen.getByTestId('tenant-name')).toHaveTextContent('QuoteDesk HQ');
  });

  it('says why a switch failed and stays in the tenant', async () => {
    const { user } = await renderShell(superAdmin, {
      'PUT /api/session/viewing-tenant': { status: 404, body: { error: 'Tenant not found' } },
    });
    await user.click(screen.getByRole('combobox', { name: 'View tenant' }));
    await user.click(await screen.findByTitle('Acme Plumbing'));
    expect(await screen.findByText('Tenant not found')).toBeInTheDocument();
    expect(screen.queryByTestId('support-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('tenant-name')).toHaveTextContent('QuoteDesk HQ');
  });

  it.each([['USER'], ['TENANT_ADMIN']] as const)('offers no switcher to a %s', async (role) => {
    const { api } = await renderShell(aSession({ role }));
    expect(screen.queryByRole('combobox', { name: 'View tenant' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/tenants')).toHaveLength(0);
  });
});
