import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { firstRequestsFor, makeStore, requestUrl, api as sharedApi } from 'shared-api';
import { type FetchStub, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes, session } from './features/customers/testing/fixtures';
import CustomerPipelineRoutes, { prefetch } from './routes';

// Mounted the way the shell mounts it: under '/customers/*'.
function renderAt(route: string, store = makeStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/*" element={<CustomerPipelineRoutes />} />
    </Routes>,
    { route, store },
  );
}

describe('CustomerPipelineRoutes', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch(loadRoutes());
  });

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

  it.each([
    // The summary and the first page of each of the four columns.
    ['/customers', ['GET /api/customers/summary', 'GET /api/customers'], [1, 4]],
    [`/customers/${harborview.id}`, [`GET /api/customers/${harborview.id}`], [1]],
  ])('shows what the route prefetched for %s without asking again', async (path, calls, counts) => {
    const store = makeStore();
    prefetch({ dispatch: store.dispatch, session, pathname: path });
    const made = () => calls.map((call) => api.callsTo(call).length);
    await waitFor(() => expect(made()).toEqual(counts));
    // Exactly the URLs the server names as preload hints in the page's HTML.
    const requested = api.requests.map(({ url }) => new URL(url).pathname + new URL(url).search);
    expect(requested.sort()).toEqual(firstRequestsFor(path, session.tenantId).map(requestUrl).sort());
    renderAt(path, store);
    expect((await screen.findAllByText(harborview.name)).length).toBeGreaterThan(0);
    expect(made()).toEqual(counts);
  });

  it.each(['/customers', `/customers/${harborview.id}`])(
    'answers the prefetch for %s once its data is in: the page renders with it at once',
    async (path) => {
      // As the shell calls it: with the session in the store.
      const store = makeStore();
      await store.dispatch(sharedApi.endpoints.getCurrentSession.initiate());
      await prefetch({ dispatch: store.dispatch, session, pathname: path });
      renderAt(path, store);
      expect(screen.getAllByText(harborview.name).length).toBeGreaterThan(0);
    },
  );

  it('renders no page for a path it does not serve', () => {
    renderAt('/customers/some/deeper/path');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
