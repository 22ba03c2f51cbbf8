import { api } from './api';
import type { ImportKind } from './contract/constants';
import { endpointRequest, type RequestOf, type ResponseOf } from './contract/endpoint-request';
import type { ImportMapping } from './contract/imports';

const importTag = (id: string) => ({ type: 'Import' as const, id });

/**
 * The calls of importing a file of customers or services, shared because both the customers and the catalogs
 * remotes open the import dialog. Live `import.changed` events make every 'Import' tag stale, so a followed
 * import refetches as its job moves on.
 */
export const importsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    uploadImport: build.mutation<
      ResponseOf<'uploadImport'>,
      { kind: ImportKind; catalogId?: string; file: File }
    >({
      query: ({ kind, catalogId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return endpointRequest('uploadImport', { query: { kind, catalogId }, body });
      },
    }),
    previewImport: build.mutation<ResponseOf<'previewImport'>, { id: string; mapping: ImportMapping }>({
      query: ({ id, mapping }) => endpointRequest('previewImport', { params: { id }, body: { mapping } }),
    }),
    startImport: build.mutation<ResponseOf<'startImport'>, { id: string } & RequestOf<'startImport'>['body']>(
      {
        query: ({ id, ...body }) => endpointRequest('startImport', { params: { id }, body }),
        // Only the import itself: what it adds is the caller's to refetch once it is done.
        invalidatesTags: (_result, _error, { id }) => [importTag(id)],
      },
    ),
    getImport: build.query<ResponseOf<'getImport'>, string>({
      query: (id) => endpointRequest('getImport', { params: { id } }),
      providesTags: (_result, _error, id) => [importTag(id)],
    }),
  }),
});

export const {
  useUploadImportMutation,
  usePreviewImportMutation,
  useStartImportMutation,
  useGetImportQuery,
} = importsApi;
