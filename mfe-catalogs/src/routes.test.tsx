import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { firstRequestsFor, makeStore, requestUrl, api as sharedApi } from 'shared-api';
import { type FetchStub, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { loadRoutes, plumbing, session } from './features/catalogs/testing/fixtures';
import ServiceCatalogsRoutes, { prefetch } from './routes';

// Mounted the way the shell mounts it: under '/catalogs/*'.
function renderAt(route: string, store = makeStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/catalogs/*" element={<ServiceCatalogsRoutes />} />
    </Routes>,
    { route, store },
  );
}

describe('ServiceCatalogsRoutes', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch(loadRoutes());
  });

  it('shows the Service Catalogs page at its index route', async () => {
    renderAt('/catalogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeInTheDocument();
    expect(screen.getByText('Organize and manage your service offerings')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: plumbing.name })).toBeInTheDocument();
  });

  it('shows the catalogs and first services the route prefetched without asking again', async () => {
    const store = makeStore();
    prefetch({ dispatch: store.dispatch, session, pathname: '/catalogs' });
    await waitFor(() => expect(api.callsTo('GET /api/services')).toHaveLength(1));
    expect(new URL(api.callsTo('GET /api/services')[0]?.url ?? '').searchParams.get('catalogId')).toBe(
      plumbing.id,
    );
    // Its first request is the one the server names as a preload hint in the page's HTML.
    const [first] = api.requests.map(({ url }) => new URL(url).pathname + new URL(url).search);
    expect([first]).toEqual(firstRequestsFor('/catalogs', session.tenantId).map(requestUrl));
    renderAt('/catalogs', store);
    expect(await screen.findByText('Drain cleaning')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogs')).toHaveLength(1);
    expect(api.callsTo('GET /api/services')).toHaveLength(1);
  });

  it('answers the prefetch once the catalogs and first services are in: the page renders them at once', async () => {
    // As the shell calls it: with the session in the store.
    const store = makeStore();
    await store.dispatch(sharedApi.endpoints.getCurrentSession.initiate());
    await prefetch({ dispatch: store.dispatch, session, pathname: '/catalogs' });
    renderAt('/catalogs', store);
    expect(screen.getAllByText(plumbing.name).length).toBeGreaterThan(0);
    expect(screen.getByText('Drain cleaning')).toBeInTheDocument();
  });

  it('renders no page for a path it does not serve', () => {
    renderAt('/catalogs/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
