import { makeStore } from 'shared-api';
import { deferred, type StubReply, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes, TENANT_ID } from '../testing/fixtures';
import { customersApi } from './customers-api';

const statusIn = (store: ReturnType<typeof makeStore>) =>
  customersApi.endpoints.getCustomerList
    .select(TENANT_ID)(store.getState())
    .data?.find((customer) => customer.id === harborview.id)?.status;

async function loadedStore() {
  const store = makeStore();
  await store.dispatch(customersApi.endpoints.getCustomerList.initiate(TENANT_ID));
  return store;
}

describe('moveCustomer', () => {
  it('moves the card at once and sends the whole customer with the new status', async () => {
    const answer = deferred<StubReply>();
    const api = stubFetch(loadRoutes({ [`PUT /api/customers/${harborview.id}`]: () => answer.promise }));
    const store = await loadedStore();

    const move = store.dispatch(
      customersApi.endpoints.moveCustomer.initiate({
        tenantId: TENANT_ID,
        customer: harborview,
        status: 'QUOTED',
      }),
    );
    expect(statusIn(store)).toBe('QUOTED');
    answer.resolve({ body: { ...harborview, status: 'QUOTED' } });
    await move;

    const body = await api.callsTo(`PUT /api/customers/${harborview.id}`)[0]?.json();
    expect(body).toMatchObject({ name: harborview.name, email: harborview.email, status: 'QUOTED' });
  });

  it('puts the card back when the server refuses the move', async () => {
    stubFetch(
      loadRoutes({ [`PUT /api/customers/${harborview.id}`]: { status: 500, body: { error: 'Boom' } } }),
    );
    const store = await loadedStore();
    const result = await store.dispatch(
      customersApi.endpoints.moveCustomer.initiate({
        tenantId: TENANT_ID,
        customer: harborview,
        status: 'QUOTED',
      }),
    );
    expect('error' in result).toBe(true);
    expect(statusIn(store)).toBe('ACTIVE');
  });
});
