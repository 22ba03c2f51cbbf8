import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { endpointRequest, type RequestOf, type ResponseOf } from './contract/endpoint-request';

/** Every tag any remote may provide or invalidate: remotes inject endpoints, never new tag types. */
export const TAG_TYPES = [
  'Session',
  /** The signed-in user's list of sessions (User Settings). */
  'MySessions',
  'Me',
  'Branding',
  'Tenant',
  'User',
  'Message',
  'MessageCounts',
  'Customer',
  'Contact',
  'CustomerNote',
  'Quote',
  'Catalog',
  'Service',
  'AiPrompt',
  'GmailImport',
  'Import',
  /** A tenant's full exports (Admin Panel). */
  'TenantExport',
  /** A tenant's API keys (Admin Panel → Integrations). */
  'ApiKey',
  /** A tenant's webhooks (Admin Panel → Integrations). */
  'Webhook',
  /** One webhook's deliveries, by the webhook's id. */
  'WebhookDelivery',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<'login'>, RequestOf<'login'>['body']>({
      query: (body) => endpointRequest('login', { body }),
    }),
    verifyTwoFactor: build.mutation<ResponseOf<'verifyTwoFactor'>, RequestOf<'verifyTwoFactor'>['body']>({
      query: (body) => endpointRequest('verifyTwoFactor', { body }),
    }),
    // Sign-in's enrolment (the shell) and User Settings (a remote) both enrol: the calls live here.
    setUpTwoFactor: build.mutation<ResponseOf<'setUpTwoFactor'>, void>({
      query: () => endpointRequest('setUpTwoFactor'),
    }),
    enableTwoFactor: build.mutation<ResponseOf<'enableTwoFactor'>, RequestOf<'enableTwoFactor'>['body']>({
      query: (body) => endpointRequest('enableTwoFactor', { body }),
      invalidatesTags: ['Me'],
    }),
    logout: build.mutation<void, void>({
      query: () => endpointRequest('logout'),
    }),
    getCurrentSession: build.query<ResponseOf<'getCurrentSession'>, void>({
      query: () => endpointRequest('getCurrentSession'),
      providesTags: ['Session'],
    }),
    getMe: build.query<ResponseOf<'getMe'>, void>({
      query: () => endpointRequest('getMe'),
      providesTags: ['Me'],
    }),
    updateMyTheme: build.mutation<ResponseOf<'updateMyTheme'>, RequestOf<'updateMyTheme'>['body']>({
      query: (body) => endpointRequest('updateMyTheme', { body }),
      invalidatesTags: ['Me'],
    }),
    getBranding: build.query<ResponseOf<'getBranding'>, string>({
      query: (tenantId) => endpointRequest('getBranding', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Branding', id: tenantId }],
    }),
    /** Starts an import in the background (or answers the one under way); the stream tells its progress. */
    importGmailMessages: build.mutation<
      ResponseOf<'startGmailImport'>,
      RequestOf<'startGmailImport'>['body']
    >({
      query: (body) => endpointRequest('startGmailImport', { body }),
      invalidatesTags: ['GmailImport'],
    }),
    getGmailImport: build.query<ResponseOf<'getGmailImport'>, void>({
      query: () => endpointRequest('getGmailImport'),
      providesTags: ['GmailImport'],
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifyTwoFactorMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useLogoutMutation,
  useGetCurrentSessionQuery,
  useGetMeQuery,
  useUpdateMyThemeMutation,
  useGetBrandingQuery,
  useImportGmailMessagesMutation,
  useGetGmailImportQuery,
} = api;
