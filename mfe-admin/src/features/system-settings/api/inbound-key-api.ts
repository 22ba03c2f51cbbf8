import { api } from 'shared-api';

/** The tenant's inbound API key: the server answers it once, on creation or rotation, and keeps only a hash. */
export const inboundKeyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    rotateTenantInboundKey: build.mutation<{ key: string; tenantId: string }, string>({
      query: (tenantId) => ({
        url: `/api/tenants/${encodeURIComponent(tenantId)}/inbound-key`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useRotateTenantInboundKeyMutation } = inboundKeyApi;
