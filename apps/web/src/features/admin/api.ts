import type { User, UserUpdate } from '@carshop/contract/user';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** User administration (admin only on the server). The list carries the 'User' tag; an update refetches it. */
const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allUsers: build.query<ApiResult<User[]>, void>({
      query: () => '/auth/all-user',
      transformResponse: toApiResult,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<ApiResult<User>, { id: string } & UserUpdate>({
      query: ({ id, ...body }) => ({ url: `/auth/user/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useAllUsersQuery, useUpdateUserMutation } = adminUsersApi;
