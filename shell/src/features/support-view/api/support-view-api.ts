import { api, type CurrentSession, endpointRequest, type ResponseOf } from 'shared-api';

/**
 * A super admin's support view (docs/product-rules.md#support-view). A switch, either way, drops every cached
 * answer (they are the previous tenant's) and puts the switched session in their place, so the screens load
 * the new tenant's data and nothing of the old one shows.
 */
async function switched(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CurrentSession }> },
) {
  try {
    const { data: session } = await queryFulfilled;
    dispatch(api.util.resetApiState());
    await dispatch(api.util.upsertQueryData('getCurrentSession', undefined, session));
  } catch {
    // A refused switch changes nothing; the caller tells the user.
  }
}

export const supportViewApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSupportTenants: build.query<ResponseOf<'listTenants'>, void>({
      query: () => endpointRequest('listTenants'),
      providesTags: ['Tenant'],
    }),
    startSupportView: build.mutation<ResponseOf<'startSupportView'>, string>({
      query: (tenantId) => endpointRequest('startSupportView', { body: { tenantId } }),
      onQueryStarted: switched,
    }),
    endSupportView: build.mutation<ResponseOf<'endSupportView'>, void>({
      query: () => endpointRequest('endSupportView'),
      onQueryStarted: switched,
    }),
  }),
});

export const { useGetSupportTenantsQuery, useStartSupportViewMutation, useEndSupportViewMutation } =
  supportViewApi;
