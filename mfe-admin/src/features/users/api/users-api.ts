import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** The user-management calls and the super admin's tenant list. `tenantId` undefined lists every tenant (super admin). */
export const usersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTenantUsers: build.query<ResponseOf<'listUsers'>, { tenantId?: string }>({
      query: ({ tenantId }) => endpointRequest('listUsers', tenantId ? { query: { tenantId } } : {}),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'User' as const, id })),
      ],
    }),
    createTenantUser: build.mutation<ResponseOf<'createUser'>, RequestOf<'createUser'>['body']>({
      query: (body) => endpointRequest('createUser', { body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateTenantUser: build.mutation<
      ResponseOf<'updateUser'>,
      RequestOf<'updateUser'>['body'] & { id: string }
    >({
      query: ({ id, ...body }) => endpointRequest('updateUser', { params: { id }, body }),
      // The signed-in user may have renamed themselves: the session and profile carry the name too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        'Session',
        'Me',
      ],
    }),
    resendUserInvitation: build.mutation<ResponseOf<'resendInvitation'>, string>({
      query: (id) => endpointRequest('resendInvitation', { params: { id } }),
    }),
    createUserResetLink: build.mutation<ResponseOf<'createPasswordResetLink'>, string>({
      query: (id) => endpointRequest('createPasswordResetLink', { params: { id } }),
    }),
    resetUserTwoFactor: build.mutation<void, string>({
      query: (id) => endpointRequest('resetUserTwoFactor', { params: { id } }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    deleteTenantUser: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteUser', { params: { id } }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getTenantList: build.query<ResponseOf<'listTenants'>, void>({
      query: () => endpointRequest('listTenants'),
      providesTags: [{ type: 'Tenant', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTenantUsersQuery,
  useCreateTenantUserMutation,
  useUpdateTenantUserMutation,
  useDeleteTenantUserMutation,
  useResetUserTwoFactorMutation,
  useGetTenantListQuery,
  useResendUserInvitationMutation,
  useCreateUserResetLinkMutation,
} = usersApi;
