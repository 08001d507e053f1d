import type {
  Car,
  CarCreate,
  CarFacets,
  CarFacetsQuery,
  CarListMeta,
  CarListQuery,
  CarUpdate,
  VinDecoding,
} from '@carshop/contract/car';
import type { CarImportResult } from '@carshop/contract/car-import';
import { CAR_IMPORT_FIELDS, UPLOAD_FIELD } from '@carshop/contract/images';
import type { UploadedPicture } from '@carshop/contract/upload';
import { baseApi } from '@/lib/api';
import { answersOneRecord, apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** Drops absent and blank values so equal filters share one cache entry and the URL stays clean. */
function compactParams(params: CarFacetsQuery) {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * The cars: the public catalogue reads, and the admin's writes (admin only on the server). Everything carries
 * the `Car` tag, so any car write refreshes the lists and pages (spec §4 "Caching"); writes also invalidate
 * `Stats` (the overview's figures).
 */
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
    /** How many cars each category, fuel type, gearbox and condition would list with the other filters. */
    getCarFacets: build.query<ApiResult<CarFacets>, CarFacetsQuery>({
      query: (params) => ({ url: '/cars/facets', params: compactParams(params) }),
      transformResponse: toApiResult,
      providesTags: ['Car'],
    }),
    getCarById: build.query<ApiResult<Car>, string>({
      query: (id) => ({ url: apiPath`/cars/${id}`, validateStatus: answersOneRecord }),
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => ['Car', { type: 'Car', id }],
    }),
    /** Up to four in-stock cars of the same category at the nearest prices ("Similar cars"). */
    getSimilarCars: build.query<ApiResult<Car[]>, string>({
      query: (id) => apiPath`/cars/${id}/similar`,
      transformResponse: toApiResult,
      providesTags: ['Car'],
    }),
    /** What a valid VIN says (staff): year and maker, and the model when the server asks NHTSA's vPIC. */
    decodeVin: build.query<ApiResult<VinDecoding>, string>({
      query: (vin) => apiPath`/cars/vin/${vin}`,
      transformResponse: toApiResult,
    }),
    addCar: build.mutation<ApiResult<Car>, CarCreate>({
      query: (body) => ({ url: '/cars', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    updateCar: build.mutation<ApiResult<Car>, { id: string } & CarUpdate>({
      query: ({ id, ...body }) => ({ url: apiPath`/cars/${id}`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    deleteCar: build.mutation<ApiResult<{ message: string }>, string>({
      query: (id) => ({ url: apiPath`/cars/${id}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    /** The picture goes as multipart in the field `image` (spec §7); the browser sets the boundary. */
    uploadPicture: build.mutation<ApiResult<UploadedPicture>, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: '/uploads', method: 'POST', body };
      },
      transformResponse: toApiResult,
    }),
    /** A CSV import (issue 31): its preview, or with `commit` the import itself (all or nothing). */
    importCars: build.mutation<ApiResult<CarImportResult>, { file: File; pictures?: File; commit: boolean }>({
      query: ({ file, pictures, commit }) => {
        const body = new FormData();
        body.append(CAR_IMPORT_FIELDS.file, file);
        if (pictures) body.append(CAR_IMPORT_FIELDS.pictures, pictures);
        return { url: '/cars/import', method: 'POST', body, params: commit ? { commit: 'true' } : undefined };
      },
      transformResponse: toApiResult,
      invalidatesTags: (_result, error, { commit }) => (commit && !error ? ['Car', 'Stats'] : []),
    }),
  }),
});

export const {
  useGetCarsQuery,
  useGetCarFacetsQuery,
  useGetCarByIdQuery,
  useGetSimilarCarsQuery,
  useLazyDecodeVinQuery,
  useAddCarMutation,
  useUpdateCarMutation,
  useDeleteCarMutation,
  useUploadPictureMutation,
  useImportCarsMutation,
} = catalogueApi;
/** For the server, which starts a page's queries before rendering it. */
export const catalogueEndpoints = catalogueApi.endpoints;
