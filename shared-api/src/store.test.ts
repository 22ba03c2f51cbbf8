import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from './api';
import { makeStore, rootReducer } from './store';
import { stubFetch } from './test-support/fetch-stub';

function notesSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: { items: [] as string[] },
    reducers: {
      added: (state, action: PayloadAction<string>) => {
        state.items.push(action.payload);
      },
    },
  });
}

describe('makeStore', () => {
  it('mounts the API slice at state.api', () => {
    const store = makeStore();
    expect(store.getState().api).toEqual(expect.objectContaining({ queries: {}, mutations: {} }));
    expect(store.getState().api.config.reducerPath).toBe('api');
  });

  it('runs API queries through its middleware and caches the answer', async () => {
    const session = {
      tenantId: 't1',
      tenantName: 'Acme',
      userId: 'u1',
      userName: 'Ada',
      userEmail: 'ada@acme.test',
      role: 'USER',
    };
    const http = stubFetch({ 'GET /api/session/current': { body: session } });
    const store = makeStore();
    const subscription = store.dispatch(api.endpoints.getCurrentSession.initiate());
    const result = await subscription;
    expect(result.data).toEqual(session);
    expect(api.endpoints.getCurrentSession.select()(store.getState()).data).toEqual(session);
    expect(http.fetch).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('gives every call its own store', async () => {
    const first = makeStore();
    const second = makeStore();
    await first.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 'u1' } as never));
    expect(Object.keys(first.getState().api.queries)).toHaveLength(1);
    expect(second.getState().api.queries).toEqual({});
  });

  it('starts from preloaded state', async () => {
    const seeded = makeStore();
    await seeded.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 'u1' } as never));
    const store = makeStore({ api: seeded.getState().api });
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual({ id: 'u1' });
  });
});

describe('rootReducer.inject', () => {
  it('adds a remote slice to a store that already exists', () => {
    const slice = notesSlice('injectedNotes');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('injectedNotes');

    const withNotes = rootReducer.inject(slice);
    store.dispatch(slice.actions.added('first'));

    const state = store.getState() as ReturnType<typeof withNotes>;
    expect(slice.selectSlice(state)).toEqual({ items: ['first'] });
  });

  it('keeps the API slice and its cached answers next to the injected slice', async () => {
    const slice = notesSlice('moreNotes');
    const store = makeStore();
    await store.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 'u1' } as never));

    rootReducer.inject(slice);
    store.dispatch(slice.actions.added('a'));

    expect(store.getState()).toHaveProperty('moreNotes', { items: ['a'] });
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual({ id: 'u1' });
  });
});
