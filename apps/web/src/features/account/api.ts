import type { ChangePasswordInput } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** The signed-in user's own account (product decisions §3). */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<ApiResult<User>, string>({
      query: (id) => `/auth/user/get-me/${encodeURIComponent(id)}`,
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    changePassword: build.mutation<ApiResult<{ message: string }>, ChangePasswordInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/auth/user/change-password/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: toApiResult,
    }),
  }),
});

export const { useGetMeQuery, useChangePasswordMutation } = accountApi;
