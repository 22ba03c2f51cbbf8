import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import type { Branding, CurrentSession, User } from './contract/entities';
import type { GmailImportState } from './contract/gmail';
import type { LoginRequest, LoginResponse, UpdateThemeRequest } from './contract/requests';

/** Every tag any remote may provide or invalidate: remotes inject endpoints, never new tag types. */
export const TAG_TYPES = [
  'Session',
  'Me',
  'Branding',
  'Tenant',
  'User',
  'Message',
  'MessageCounts',
  'Customer',
  'Contact',
  'Quote',
  'Catalog',
  'Service',
  'AiPrompt',
  'GmailImport',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    getCurrentSession: build.query<CurrentSession, void>({
      query: () => '/api/session/current',
      providesTags: ['Session'],
    }),
    getMe: build.query<User, void>({
      query: () => '/api/users/me',
      providesTags: ['Me'],
    }),
    updateMyTheme: build.mutation<void, UpdateThemeRequest>({
      query: (body) => ({ url: '/api/users/me/theme', method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
    getBranding: build.query<Branding, string>({
      query: (tenantId) => `/api/tenants/${encodeURIComponent(tenantId)}/branding`,
      providesTags: (_result, _error, tenantId) => [{ type: 'Branding', id: tenantId }],
    }),
    /** Starts an import in the background (or answers the one under way); the stream tells its progress. */
    importGmailMessages: build.mutation<GmailImportState, { tenantId: string; userId: string }>({
      query: (body) => ({ url: '/api/messages/import/gmail', method: 'POST', body }),
      invalidatesTags: ['GmailImport'],
    }),
    getGmailImport: build.query<GmailImportState, void>({
      query: () => '/api/messages/import/gmail',
      providesTags: ['GmailImport'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetCurrentSessionQuery,
  useGetMeQuery,
  useUpdateMyThemeMutation,
  useGetBrandingQuery,
  useImportGmailMessagesMutation,
  useGetGmailImportQuery,
} = api;
