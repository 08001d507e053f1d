import type { ChangePasswordInput } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import { type ApiEnvelope, baseApi } from '@/lib/api';

/** The signed-in user's own account (product decisions §3). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, string>({
      query: (id) => `/auth/user/get-me/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiEnvelope<User>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    changePassword: build.mutation<ApiEnvelope<{ message: string }>, ChangePasswordInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/auth/user/change-password/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const { useGetMeQuery, useChangePasswordMutation } = accountApi;
