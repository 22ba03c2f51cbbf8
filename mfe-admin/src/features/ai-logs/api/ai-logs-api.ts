import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

export interface AiLogsQuery {
  tenantId: string;
  from?: string;
  to?: string;
  source?: string;
}

/** The AI prompt-log calls: the logs of a tenant (field prompts), filtered by time and source; bulk delete. */
export const aiLogsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAiLogs: build.query<ResponseOf<'listAiPrompts'>['prompts'], AiLogsQuery>({
      query: (query) => endpointRequest('listAiPrompts', { query }),
      transformResponse: (response: ResponseOf<'listAiPrompts'>) => response.prompts,
      providesTags: [{ type: 'AiPrompt', id: 'LIST' }],
    }),
    deleteAiLogs: build.mutation<ResponseOf<'deleteAiPrompts'>, RequestOf<'deleteAiPrompts'>['body']>({
      query: (body) => endpointRequest('deleteAiPrompts', { body }),
      invalidatesTags: [{ type: 'AiPrompt', id: 'LIST' }],
    }),
  }),
});

export const { useGetAiLogsQuery, useDeleteAiLogsMutation } = aiLogsApi;
