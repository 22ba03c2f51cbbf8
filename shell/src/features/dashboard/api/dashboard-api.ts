import { api, endpointRequest, type ResponseOf } from 'shared-api';

/** The time zone whose days and month the dashboard counts in: the browser's. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The landing page's one call. Whatever changes a figure it shows makes it stale: the inbox (its own changes and
 * the server's `inbox.changed` events), customers, quotes and catalogs.
 */
export const dashboardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboard: build.query<ResponseOf<'getDashboard'>, void>({
      query: () => endpointRequest('getDashboard', { query: { timeZone: browserTimeZone() } }),
      providesTags: [
        { type: 'Message', id: 'DASHBOARD' },
        { type: 'Customer', id: 'LIST' },
        { type: 'Quote', id: 'DASHBOARD' },
        { type: 'Catalog', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
