import { type AiPrompt, type AiPromptsResponse, api } from 'shared-api';

export interface AiLogsQuery {
  tenantId: string;
  from?: string;
  to?: string;
  source?: string;
}

/** Spec §7 AI prompt calls: the logs of a tenant (field prompts), filtered by time and source; bulk delete. */
export const aiLogsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAiLogs: build.query<AiPrompt[], AiLogsQuery>({
      query: (params) => ({ url: '/api/ai/prompts', params }),
      transformResponse: (response: AiPromptsResponse) => response.prompts,
      providesTags: [{ type: 'AiPrompt', id: 'LIST' }],
    }),
    deleteAiLogs: build.mutation<void, { ids: string[]; tenantId: string }>({
      query: (body) => ({ url: '/api/ai/prompts', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'AiPrompt', id: 'LIST' }],
    }),
  }),
});

export const { useGetAiLogsQuery, useDeleteAiLogsMutation } = aiLogsApi;
