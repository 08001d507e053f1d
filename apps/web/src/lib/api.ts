import type { Envelope } from '@carshop/contract/api';
import { ACCOUNT_BLOCKED_MESSAGE } from '@carshop/contract/constants';
import { createAction } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { hasUnsafeSegment } from './api-path';
import { errorMessage } from './error-message';
import { accountBlocked, clearSession, type SessionRootState, setSession } from './session';

/**
 * The API client. Every call goes to /api with credentials (the refresh cookie) and the access token as
 * the bare Authorization header value (spec §7). On a 401 or 'jwt expired' it refreshes once and retries;
 * if the refresh yields no token it signs out (spec §4). Endpoints live in each domain's api.ts and answer
 * through toApiResult (lib/api-result.ts).
 */
const clientOptions = {
  credentials: 'include',
  timeout: 20_000,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = (getState() as SessionRootState).auth.token;
    if (token && !headers.has('authorization')) headers.set('authorization', token);
    return headers;
  },
} as const;
const browserBaseQuery = fetchBaseQuery({ baseUrl: '/api', ...clientOptions });

/**
 * What a store made on the server passes as its thunk `extra` (app/store.ts): the server answers the page's
 * queries itself (an absolute base URL, since there is no page origin, and its own fetch).
 */
export type ServerFetch = { baseUrl: string; fetchFn: typeof fetch };
const serverBaseQueries = new WeakMap<ServerFetch, ReturnType<typeof fetchBaseQuery>>();

const rawBaseQuery: ReturnType<typeof fetchBaseQuery> = (args, api, extra) => {
  const server = (api.extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;
  if (!server) return browserBaseQuery(args, api, extra);
  let query = serverBaseQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({ ...clientOptions, ...server });
    serverBaseQueries.set(server, query);
  }
  return query(args, api, extra);
};

function isExpired(error: FetchBaseQueryError | undefined) {
  if (!error) return false;
  if (error.status === 401) return true;
  return errorMessage(error) === 'jwt expired';
}

/** The API's 403 for an account blocked since its token was issued (or refreshed). */
const isBlocked = (error: FetchBaseQueryError | undefined) =>
  error?.status === 403 && errorMessage(error) === ACCOUNT_BLOCKED_MESSAGE;

/** A 401 from these means wrong credentials or no session at all: refreshing could not help (and could loop). */
const NO_REFRESH = ['/auth/login', '/auth/register', '/auth/refresh-token', '/auth/logout'];

/** What a refresh answers when the account is blocked (never a token: tokens are JWTs, with dots). */
const BLOCKED = 'blocked';

/** Several requests can fail at once; they share ONE refresh, because a refresh token works only once. */
let refreshing: Promise<string | null> | null = null;

/**
 * A call whose path has an empty, `.` or `..` segment is never sent (lib/api-path.ts): the URL would name another
 * resource (`/cars/.` is the list). It is answered as the server answers an id that names nothing.
 */
const UNSAFE_PATH_ANSWER = {
  error: { status: 404, data: { success: false, message: 'Not found' } },
} satisfies { error: FetchBaseQueryError };

/**
 * An answer refused by an endpoint's `validateStatus` although the server said yes (a list where one record was
 * expected, lib/api-path.ts's answersOneRecord) is an error of the client's, never shown as the server's message.
 */
function unexpectedAnswer<T extends { error?: FetchBaseQueryError }>(result: T): T {
  const status = result.error?.status;
  if (typeof status !== 'number' || status >= 300) return result;
  return { ...result, error: { status: 'CUSTOM_ERROR', error: 'The answer is not what was asked for' } };
}

const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const url = typeof args === 'string' ? args : args.url;
  if (hasUnsafeSegment(url)) return UNSAFE_PATH_ANSWER;
  return unexpectedAnswer(await authorisedQuery(args, api, extra, url));
};

const authorisedQuery = async (
  args: string | FetchArgs,
  api: Parameters<typeof rawBaseQuery>[1],
  extra: Parameters<typeof rawBaseQuery>[2],
  url: string,
) => {
  const tokenOf = () => (api.getState() as SessionRootState).auth.token;
  const sentToken = tokenOf();
  const result = await rawBaseQuery(args, api, extra);
  // Blocked while signed in: the session ends and the guarded pages say why (not a dashboard of errors).
  if (sentToken && isBlocked(result.error) && !NO_REFRESH.some((path) => url.startsWith(path))) {
    api.dispatch(accountBlocked());
    return result;
  }
  if (!isExpired(result.error) || !sentToken || NO_REFRESH.some((path) => url.startsWith(path)))
    return result;
  // The session changed while this request was on its way. Another request refreshed it: retry with the new token,
  // no second refresh. Or another request ended it (the account was found blocked, or the buyer signed out): a
  // refresh now could only fail and sign out again, turning "blocked" into a plain sign-out (the e2e race).
  const current = tokenOf();
  if (current !== sentToken) return current ? rawBaseQuery(args, api, extra) : result;

  const refresh = async (): Promise<string | null> => {
    const refreshed = await rawBaseQuery({ url: '/auth/refresh-token', method: 'POST' }, api, extra);
    if (isBlocked(refreshed.error)) return BLOCKED;
    return (refreshed.data as Envelope<{ accessToken?: string }> | undefined)?.data?.accessToken ?? null;
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
  if (token === BLOCKED) {
    api.dispatch(accountBlocked());
    return result;
  }
  if (!token) {
    api.dispatch(clearSession());
    return result;
  }
  api.dispatch(setSession(token));
  return rawBaseQuery(args, api, extra);
};

/**
 * Dispatched once in the browser, before hydration, with the API state the server rendered the page from:
 * the page's queries are then already answered, so the first render matches the server's HTML.
 */
export const hydrateApi = createAction<Record<string, unknown>>('api/hydrateFromServer');

export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action) => (hydrateApi.match(action) ? (action.payload as never) : undefined),
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Car', 'User', 'Order', 'Stats', 'Enquiry', 'Webhook'],
  /** Cached query data is kept 60 seconds (spec §9). */
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
