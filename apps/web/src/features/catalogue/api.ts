import type { PageMeta } from '@carshop/contract/api';
import type { Car, CarListQuery } from '@carshop/contract/car';
import { type ApiEnvelope, baseApi } from '@/lib/api';

export type CarListResponse = ApiEnvelope<Car[]> & { meta?: PageMeta };

/** Drops absent and blank values so equal filters share one cache entry and the URL stays clean. */
function compactParams(params: CarListQuery) {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Public car endpoints. Both carry the `Car` tag, so any car mutation refreshes them (spec §4 "Caching"). */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCars: build.query<CarListResponse, CarListQuery | undefined>({
      query: (params) => ({ url: '/cars', params: params ? compactParams(params) : undefined }),
      providesTags: (result) => [
        'Car',
        ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car._id })),
      ],
    }),
    getCarById: build.query<Car, string>({
      query: (id) => `/cars/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<Car>) => response.data,
      providesTags: (_result, _error, id) => ['Car', { type: 'Car', id }],
    }),
  }),
});

export const { useGetCarsQuery, useGetCarByIdQuery } = catalogueApi;
