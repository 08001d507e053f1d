import type { Car, CarListMeta, CarListQuery } from '@carshop/contract/car';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** Drops absent and blank values so equal filters share one cache entry and the URL stays clean. */
function compactParams(params: CarListQuery) {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Public car endpoints. Both carry the `Car` tag, so any car mutation refreshes them (spec §4 "Caching"). */
const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of cars and `meta` (page, limit, total, totalPage; aboveMaxPrice with a maxPrice). */
    getCars: build.query<ApiResult<Car[], CarListMeta>, CarListQuery | undefined>({
      query: (params) => ({ url: '/cars', params: params ? compactParams(params) : undefined }),
      transformResponse: toApiResult,
      providesTags: (result) => [
        'Car',
        ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car._id })),
      ],
    }),
    getCarById: build.query<ApiResult<Car>, string>({
      query: (id) => `/cars/${encodeURIComponent(id)}`,
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => ['Car', { type: 'Car', id }],
    }),
  }),
});

export const { useGetCarsQuery, useGetCarByIdQuery } = catalogueApi;
/** For the server, which starts a page's queries before rendering it (entry-server.tsx). */
export const catalogueEndpoints = catalogueApi.endpoints;
