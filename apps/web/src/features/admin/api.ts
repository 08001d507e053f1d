import type { User, UserUpdate } from '@carshop/contract/user';
import { type ApiEnvelope, baseApi } from '@/lib/api';

/** User administration (admin only on the server). The list carries the 'User' tag; an update refetches it. */
export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allUsers: build.query<User[], void>({
      query: () => '/auth/all-user',
      transformResponse: (answer: ApiEnvelope<User[]>) => answer.data,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<ApiEnvelope<User>, { id: string } & UserUpdate>({
      query: ({ id, ...body }) => ({ url: `/auth/user/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useAllUsersQuery, useUpdateUserMutation } = adminUsersApi;
