import { api, endpointRequest, type ResponseOf } from 'shared-api';

/** The tenant's inbound API key: the server answers it once, on creation or rotation, and keeps only a hash. */
export const inboundKeyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    rotateTenantInboundKey: build.mutation<ResponseOf<'rotateInboundKey'>, string>({
      query: (tenantId) => endpointRequest('rotateInboundKey', { params: { tenantId } }),
    }),
  }),
});

export const { useRotateTenantInboundKeyMutation } = inboundKeyApi;
