import { GENERIC_ERROR } from '@carshop/contract/constants';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { clearSession, type SessionState, setSession } from './session';

/**
 * The API client. Every call goes to /api with credentials (the refresh cookie) and the access token as
 * the bare Authorization header value (spec §7). On a 401 or 'jwt expired' it refreshes once and retries;
 * if the refresh yields no token it signs out (spec §4).
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  timeout: 20_000,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: SessionState }).auth.token;
    if (token && !headers.has('authorization')) headers.set('authorization', token);
    return headers;
  },
});

function isExpired(error: FetchBaseQueryError | undefined) {
  if (!error) return false;
  if (error.status === 401) return true;
  return errorMessage(error) === 'jwt expired';
}

const NO_REFRESH = ['/auth/login', '/auth/register', '/auth/refresh-token', '/auth/logout'];

/** Several requests can fail at once; they share ONE refresh, because a refresh token works only once. */
let refreshing: Promise<string | null> | null = null;

const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  let result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  const hadToken = Boolean((api.getState() as { auth: SessionState }).auth.token);
  if (!isExpired(result.error) || !hadToken || NO_REFRESH.some((path) => url.startsWith(path))) return result;

  const refresh = async () => {
    const refreshed = await rawBaseQuery({ url: '/auth/refresh-token', method: 'POST' }, api, extra);
    const token = (refreshed.data as { data?: { accessToken?: string } } | undefined)?.data?.accessToken;
    return token ?? null;
  };
  // Other tabs share the refresh cookie: a Web Lock makes them take turns, so each presents the newest cookie
  // instead of one already rotated (which the server treats as theft and answers by revoking the session).
  refreshing ??= (async () =>
    navigator.locks ? await navigator.locks.request('carshop-auth-refresh', refresh) : refresh())().finally(
    () => {
      refreshing = null;
    },
  );
  const token = await refreshing;
  if (!token) {
    api.dispatch(clearSession());
    return result;
  }
  api.dispatch(setSession(token));
  result = await rawBaseQuery(args, api, extra);
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Car', 'User', 'Order', 'Stats'],
  /** Cached query data is kept 60 seconds (spec §9). */
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

/** The server's message, or 'Something went wrong' when there is none (spec §8). */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error && typeof error === 'object') {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    const status = (error as { status?: unknown }).status;
    if (status === 'FETCH_ERROR') return 'Network error: check your connection and try again';
    if (status === 'TIMEOUT_ERROR') return 'The server took too long to answer';
  }
  return fallback;
}

/** Envelope of every API answer. */
export type ApiEnvelope<T> = { success: boolean; message: string; data: T };
