import type { LoginInput, RegisterInput } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import { type ApiEnvelope, baseApi } from '@/lib/api';

/** Sign-in endpoints (product decisions §3). Login answers with the access token in `data`. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiEnvelope<string>, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<ApiEnvelope<User>, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<ApiEnvelope<unknown>, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
