import type { CreateUserRequest, CreateUserResponse, UpdateUserRequest } from 'shared-api';
import { api, type Tenant, type User } from 'shared-api';

/** Spec §7 user calls and the super admin's tenant list. `tenantId` undefined lists every tenant (super admin). */
export const usersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTenantUsers: build.query<User[], { tenantId?: string }>({
      query: ({ tenantId }) => ({ url: '/api/users', params: tenantId ? { tenantId } : undefined }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'User' as const, id })),
      ],
    }),
    createTenantUser: build.mutation<CreateUserResponse, CreateUserRequest>({
      query: (body) => ({ url: '/api/users', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateTenantUser: build.mutation<User, UpdateUserRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      // The signed-in user may have renamed themselves: the session and profile carry the name too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        'Session',
        'Me',
      ],
    }),
    deleteTenantUser: build.mutation<void, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getTenantList: build.query<Tenant[], void>({
      query: () => '/api/tenants',
      providesTags: [{ type: 'Tenant', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTenantUsersQuery,
  useCreateTenantUserMutation,
  useUpdateTenantUserMutation,
  useDeleteTenantUserMutation,
  useGetTenantListQuery,
} = usersApi;
