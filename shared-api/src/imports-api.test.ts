import { waitFor } from '@testing-library/react';
import type { Import } from './contract/imports';
import { importsApi } from './imports-api';
import { receiveServerEvent } from './server-events';
import { makeStore } from './store';
import { stubFetch } from './test-support/fetch-stub';

const uploaded: Import = {
  id: 'imp-1',
  kind: 'services',
  catalogId: 'cat-1',
  fileName: 'services.csv',
  status: 'uploaded',
  columns: ['Service', 'Price'],
  mapping: { Service: 'name', Price: 'unitCost' },
  updateExisting: false,
  totalRows: 2,
  preview: [],
  problemCount: 0,
  problems: [],
  processedRows: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
};

describe('importsApi', () => {
  it("uploads the file in the part 'file' with the kind and catalog in the query", async () => {
    const http = stubFetch({ 'POST /api/imports': { status: 201, body: uploaded } });
    const store = makeStore();
    const file = new File(['Service,Price\nDrain,10\n'], 'services.csv', { type: 'text/csv' });

    const result = await store.dispatch(
      importsApi.endpoints.uploadImport.initiate({ kind: 'services', catalogId: 'cat-1', file }),
    );

    expect(result.data).toEqual(uploaded);
    const [request] = http.callsTo('POST /api/imports');
    expect(Object.fromEntries(new URL(request?.url ?? '').searchParams)).toEqual({
      kind: 'services',
      catalogId: 'cat-1',
    });
    expect((await request?.formData())?.has('file')).toBe(true);
  });

  it('previews and starts under a mapping, sending it as JSON', async () => {
    const mapping = { Service: 'name', Price: null } as const;
    const http = stubFetch({
      'POST /api/imports/imp-1/preview': { body: { ...uploaded, mapping } },
      'POST /api/imports/imp-1/start': { status: 202, body: { ...uploaded, status: 'queued' } },
    });
    const store = makeStore();

    await store.dispatch(importsApi.endpoints.previewImport.initiate({ id: 'imp-1', mapping }));
    await store.dispatch(
      importsApi.endpoints.startImport.initiate({ id: 'imp-1', mapping, updateExisting: true }),
    );

    expect(await http.callsTo('POST /api/imports/imp-1/preview')[0]?.json()).toEqual({ mapping });
    expect(await http.callsTo('POST /api/imports/imp-1/start')[0]?.json()).toEqual({
      mapping,
      updateExisting: true,
    });
  });

  it('refetches a followed import when an import.changed event arrives', async () => {
    let status: Import['status'] = 'running';
    const http = stubFetch({ 'GET /api/imports/imp-1': () => ({ body: { ...uploaded, status } }) });
    const store = makeStore();
    const subscription = store.dispatch(importsApi.endpoints.getImport.initiate('imp-1'));
    await subscription;

    status = 'done';
    receiveServerEvent(store.dispatch, {
      type: 'import.changed',
      tenantId: 'tenant-1',
      userId: 'user-1',
      importId: 'imp-1',
    });

    await waitFor(() =>
      expect(importsApi.endpoints.getImport.select('imp-1')(store.getState()).data?.status).toBe('done'),
    );
    expect(http.callsTo('GET /api/imports/imp-1')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
