import { ACCOUNT_BLOCKED_MESSAGE } from '@carshop/contract/constants';
import { configureStore } from '@reduxjs/toolkit';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { baseApi } from './api';
import { answersOneRecord, apiPath } from './api-path';
import { type ApiResult, toApiResult } from './api-result';
import { selectAccountBlocked, selectSessionUser, sessionReducer, setSession } from './session';

/** Endpoints of the client's own, so the test does not depend on any feature. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<ApiResult<string>, string>({
      query: (name) => `/probe/${name}`,
      transformResponse: toApiResult,
    }),
    one: build.query<ApiResult<{ _id: string }>, string>({
      query: (id) => ({ url: apiPath`/one/${id}`, validateStatus: answersOneRecord }),
      transformResponse: toApiResult,
    }),
    signIn: build.mutation<ApiResult<string>, void>({
      query: () => ({ url: '/auth/login', method: 'POST', body: {} }),
      transformResponse: toApiResult,
    }),
  }),
});

const OLD = tokenFor({ ...CUSTOMER_CLAIMS, v: 1 });
const NEW = tokenFor({ ...CUSTOMER_CLAIMS, v: 2 });

function signedInStore(token: string | null = OLD) {
  const store = configureStore({
    reducer: { auth: sessionReducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  if (token) store.dispatch(setSession(token));
  return store;
}

/** /api/probe/* answers 401 unless it carries the NEW token; the refresh endpoint answers with `refreshed`. */
function serve({
  refreshed = HttpResponse.json({ success: true, message: 'ok', data: { accessToken: NEW } }),
} = {}) {
  const calls = { refresh: 0, probes: [] as (string | null)[] };
  server.use(
    http.get('*/api/probe/:name', ({ request, params }) => {
      const token = request.headers.get('authorization');
      calls.probes.push(token);
      return token === NEW
        ? HttpResponse.json({ success: true, message: 'Probe answered', data: params.name })
        : HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 });
    }),
    http.post('*/api/auth/refresh-token', async () => {
      calls.refresh += 1;
      await delay(30);
      return refreshed.clone();
    }),
  );
  return calls;
}

describe('API client: access token refresh', () => {
  it('lets requests failing together share ONE refresh, then retries each with the new token', async () => {
    const calls = serve();
    const store = signedInStore();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => store.dispatch(probeApi.endpoints.probe.initiate(name))),
    );
    expect(results.map((result) => result.data?.data)).toEqual(['a', 'b', 'c']);
    expect(calls.refresh).toBe(1);
    expect(store.getState().auth.token).toBe(NEW);
    // The bare token is the Authorization header (spec §7): three with the old one, three retries with the new.
    expect(calls.probes.filter((token) => token === OLD)).toHaveLength(3);
    expect(calls.probes.filter((token) => token === NEW)).toHaveLength(3);
  });

  it("also refreshes on a 'jwt expired' message, whatever the status", async () => {
    const calls = serve();
    server.use(
      http.get('*/api/probe/expired', ({ request }) =>
        request.headers.get('authorization') === NEW
          ? HttpResponse.json({ success: true, message: 'ok', data: 'fresh' })
          : HttpResponse.json({ success: false, message: 'jwt expired' }, { status: 403 }),
      ),
    );
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('expired'));
    expect(result.data?.data).toBe('fresh');
    expect(calls.refresh).toBe(1);
  });

  it('signs out when the refresh gives no access token, and reports the original 401', async () => {
    const calls = serve({
      refreshed: HttpResponse.json({ success: false, message: 'No session' }, { status: 401 }),
    });
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(1);
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('keeps "blocked" when a request sent before the account was found blocked comes back 401 afterwards', async () => {
    const calls = serve({
      refreshed: HttpResponse.json({ success: false, message: ACCOUNT_BLOCKED_MESSAGE }, { status: 403 }),
    });
    const store = signedInStore();
    // `slow` answers its 401 only after the first request's refresh has found the account blocked.
    server.use(
      http.get('*/api/probe/slow', async () => {
        await vi.waitFor(() => expect(selectAccountBlocked(store.getState())).toBe(true), {
          timeout: 10_000,
        });
        return HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const [first, late] = await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate('a')),
      store.dispatch(probeApi.endpoints.probe.initiate('slow')),
    ]);
    expect(first.error).toMatchObject({ status: 401 });
    expect(late.error).toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(1);
    expect(selectAccountBlocked(store.getState())).toBe(true);
  });

  it('never refreshes for a 401 from the sign-in endpoints (wrong password is not an expired session)', async () => {
    const calls = serve();
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.signIn.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid email or password' } });
    expect(calls.refresh).toBe(0);
    expect(store.getState().auth.token).toBe(OLD);
  });

  it('does not try to refresh for a visitor, who has no session to renew', async () => {
    const calls = serve();
    const store = signedInStore(null);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(0);
    expect(calls.probes).toEqual([null]);
  });
});

describe('API client: paths and answers (issue 28)', () => {
  /** Every request that reaches the network, and /api/one/{id} answering `answer`. */
  function serveOne(answer: JsonBodyType) {
    const requested: string[] = [];
    server.use(
      http.all('*', ({ request }) => {
        requested.push(new URL(request.url).pathname);
        return HttpResponse.json(answer);
      }),
    );
    return requested;
  }

  it('sends no call whose path has a `.`, `..` or empty segment, and answers it as an unknown id (404)', async () => {
    const requested = serveOne({
      success: true,
      message: 'Cars retrieved successfully',
      data: [{ _id: 'a' }],
    });
    const store = signedInStore(null);
    for (const id of ['.', '..', '']) {
      const result = await store.dispatch(probeApi.endpoints.one.initiate(id));
      expect(result.error, id).toMatchObject({ status: 404, data: { message: 'Not found' } });
      expect(result.data, id).toBeUndefined();
    }
    expect(requested).toEqual([]);
    // Encoded, a dot-like id is an id like any other, sent as one segment.
    await store.dispatch(probeApi.endpoints.one.initiate('%2e'));
    expect(requested).toEqual(['/api/one/%252e']);
  });

  it('takes a list where one record was asked for as an error, not as the record', async () => {
    serveOne({ success: true, message: 'Cars retrieved successfully', data: [{ _id: 'a' }, { _id: 'b' }] });
    const result = await signedInStore(null).dispatch(probeApi.endpoints.one.initiate('a'));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });

  it('still answers one record', async () => {
    serveOne({ success: true, message: 'Found', data: { _id: 'a' } });
    const result = await signedInStore(null).dispatch(probeApi.endpoints.one.initiate('a'));
    expect(result.data?.data).toEqual({ _id: 'a' });
  });
});
