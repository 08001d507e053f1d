import type { ChangePasswordInput } from '@carshop/contract/auth';
import type { StaffInvitation } from '@carshop/contract/invitation';
import type { User, UserUpdate } from '@carshop/contract/user';
import { baseApi } from '@/lib/api';
import { answersOneRecord, apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * Accounts (product decisions §3): the signed-in user's own account, and the admin's user list and status
 * changes (admin only on the server).
 */
const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<ApiResult<User>, string>({
      query: (id) => ({ url: apiPath`/auth/user/get-me/${id}`, validateStatus: answersOneRecord }),
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** "Send again": a new link to confirm the signed-in account's email (ADR 048). */
    sendVerificationMail: build.mutation<ApiResult<{ message: string }>, void>({
      query: () => ({ url: '/auth/verification-mail', method: 'POST' }),
      transformResponse: toApiResult,
    }),
    changePassword: build.mutation<ApiResult<{ message: string }>, ChangePasswordInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: apiPath`/auth/user/change-password/${id}`,
        method: 'PUT',
        body,
      }),
      transformResponse: toApiResult,
    }),
    allUsers: build.query<ApiResult<User[]>, { search?: string } | undefined>({
      query: (params) => ({
        url: '/auth/all-user',
        params: params?.search ? { search: params.search } : undefined,
      }),
      transformResponse: toApiResult,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<ApiResult<User>, { id: string } & UserUpdate>({
      query: ({ id, ...body }) => ({ url: apiPath`/auth/user/${id}`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['User'],
    }),
    /** An admin invites a staff member (issue 30): the account is made and mailed a link to choose a password. */
    inviteStaff: build.mutation<ApiResult<User>, StaffInvitation>({
      query: (body) => ({ url: '/auth/invitations', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useSendVerificationMailMutation,
  useChangePasswordMutation,
  useAllUsersQuery,
  useUpdateUserMutation,
  useInviteStaffMutation,
} = usersApi;
