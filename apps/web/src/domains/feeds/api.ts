import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** GET /api/feeds/left-out: what keeps cars out of the vehicle feeds (ADR 064). */
export type FeedsLeftOut = {
  settingsMissing: { google: string[]; meta: string[] };
  cars: { _id: string; name: string; missing: string[] }[];
  total: number;
};

const feedsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    feedsLeftOut: build.query<ApiResult<FeedsLeftOut>, void>({
      query: () => ({ url: '/feeds/left-out' }),
      transformResponse: toApiResult,
      // Read fresh on every visit: a car fixed a minute ago must leave the list.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFeedsLeftOutQuery } = feedsApi;
