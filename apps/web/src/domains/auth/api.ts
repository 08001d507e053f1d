import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@carshop/contract/auth';
import type { VerifyEmailInput } from '@carshop/contract/email-verification';
import type { User } from '@carshop/contract/user';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** Sign-in endpoints (product decisions §3). Login answers with the access token in `data`. */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiResult<string>, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: toApiResult,
    }),
    register: build.mutation<ApiResult<User>, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: toApiResult,
    }),
    /** The same answer whether an account has the email or not. */
    forgotPassword: build.mutation<ApiResult<{ message: string }>, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      transformResponse: toApiResult,
    }),
    resetPassword: build.mutation<ApiResult<{ message: string }>, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: toApiResult,
    }),
    /** The mailed link's token (ADR 048); the account's answer (`emailVerified`) is read again. */
    verifyEmail: build.mutation<ApiResult<{ message: string }>, VerifyEmailInput>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['User'],
    }),
    /** A message-only answer: `data` is undefined. */
    logout: build.mutation<ApiResult<undefined>, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      transformResponse: toApiResult,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
