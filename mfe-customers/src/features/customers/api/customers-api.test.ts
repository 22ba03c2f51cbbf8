import { columnList, makeStore } from 'shared-api';
import { deferred, type StubReply, stubFetch } from 'shared-ui/test-support';
import { customerPages, customers, harborview, loadRoutes, TENANT_ID } from '../testing/fixtures';
import { customersApi } from './customers-api';

type Store = ReturnType<typeof makeStore>;

const namesIn = (store: Store, column: 'quoted' | 'active', search = '') =>
  customersApi.endpoints.getCustomerPages
    .select(columnList(TENANT_ID, column, search))(store.getState())
    .data?.pages.flatMap((page) => page.customers.map((customer) => customer.name));

const totalsOf = (store: Store, status: string) =>
  customersApi.endpoints.getCustomerSummary
    .select(TENANT_ID)(store.getState())
    .data?.find((row) => row.status === status)?.customers;

/** A store holding the Quoted and Active columns and the summary, as the pipeline has them. */
async function loadedStore() {
  const store = makeStore();
  await Promise.all([
    store.dispatch(customersApi.endpoints.getCustomerPages.initiate(columnList(TENANT_ID, 'quoted'))),
    store.dispatch(customersApi.endpoints.getCustomerPages.initiate(columnList(TENANT_ID, 'active'))),
    store.dispatch(customersApi.endpoints.getCustomerSummary.initiate(TENANT_ID)),
  ]);
  return store;
}

const moveHarborviewToQuoted = (store: Store) =>
  store.dispatch(
    customersApi.endpoints.moveCustomer.initiate({
      tenantId: TENANT_ID,
      customer: harborview,
      status: 'QUOTED',
    }),
  );

describe('moveCustomer', () => {
  it('moves the card and both columns’ counts at once, and sends the whole customer with the new status', async () => {
    const answer = deferred<StubReply>();
    const api = stubFetch(loadRoutes({ [`PUT /api/customers/${harborview.id}`]: () => answer.promise }));
    const store = await loadedStore();
    const listCalls = api.callsTo('GET /api/customers').length;

    const move = moveHarborviewToQuoted(store);
    expect(namesIn(store, 'active')).toEqual([]);
    expect(namesIn(store, 'quoted')).toEqual(['Harborview Cafe', 'Maple Street Dental']);
    expect([totalsOf(store, 'ACTIVE'), totalsOf(store, 'QUOTED')]).toEqual([0, 2]);
    answer.resolve({ body: { ...harborview, status: 'QUOTED' } });
    await move;

    const body = await api.callsTo(`PUT /api/customers/${harborview.id}`)[0]?.json();
    expect(body).toMatchObject({ name: harborview.name, email: harborview.email, status: 'QUOTED' });
    // The columns are not reloaded: the move already shows what the server now holds.
    expect(api.callsTo('GET /api/customers')).toHaveLength(listCalls);
  });

  it('puts the card and the counts back when the server refuses the move', async () => {
    stubFetch(
      loadRoutes({ [`PUT /api/customers/${harborview.id}`]: { status: 500, body: { error: 'Boom' } } }),
    );
    const store = await loadedStore();
    const result = await moveHarborviewToQuoted(store);
    expect('error' in result).toBe(true);
    expect(namesIn(store, 'active')).toEqual(['Harborview Cafe']);
    expect(namesIn(store, 'quoted')).toEqual(['Maple Street Dental']);
    expect([totalsOf(store, 'ACTIVE'), totalsOf(store, 'QUOTED')]).toEqual([1, 1]);
  });

  it('reloads a column whose answer left the server before the move, so the card is not left where it was', async () => {
    let onServer = customers;
    // The search typed just before the move: answered as the server had it then, delivered after the move.
    const delivery = deferred<void>();
    let searches = 0;
    stubFetch(
      loadRoutes({
        'GET /api/customers': (request) => {
          const answer = customerPages(onServer)(request);
          const searched = new URL(request.url).searchParams.has('search');
          return searched && ++searches === 1 ? delivery.promise.then(() => answer) : answer;
        },
        [`PUT /api/customers/${harborview.id}`]: () => {
          onServer = customers.map((row) => (row.id === harborview.id ? { ...row, status: 'QUOTED' } : row));
          return { body: { ...harborview, status: 'QUOTED' } };
        },
      }),
    );
    const store = await loadedStore();
    const search = store.dispatch(
      customersApi.endpoints.getCustomerPages.initiate(columnList(TENANT_ID, 'active', 'Harbor')),
    );
    await moveHarborviewToQuoted(store);
    delivery.resolve();
    await search;
    await Promise.all(store.dispatch(customersApi.util.getRunningQueriesThunk()));

    expect(searches).toBe(2);
    expect(namesIn(store, 'active', 'Harbor')).toEqual([]);
    expect(namesIn(store, 'quoted')).toEqual(['Harborview Cafe', 'Maple Street Dental']);
  });
});
