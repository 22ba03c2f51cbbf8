import { type AuditEventPage, api, endpointRequest } from 'shared-api';

/** The tenant's audit log, newest first, a page (20 events) at a time by the server's cursor. */
export const auditLogApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The tenant id only keys the cache: the server reads the log of the session's tenant.
    getAuditEvents: build.infiniteQuery<AuditEventPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ pageParam }) =>
        endpointRequest('listAuditEvents', { query: pageParam ? { cursor: pageParam } : {} }),
    }),
  }),
});

export const { useGetAuditEventsInfiniteQuery } = auditLogApi;
