import type { SavedSearch, SavedSearchCreate } from '@carshop/contract/saved-search';
import { baseApi } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** Saved searches (issue 32): the signed-in buyer's own, each with how many cars match it now. */
const savedSearchesApi = baseApi.enhanceEndpoints({ addTagTypes: ['SavedSearch'] }).injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<ApiResult<SavedSearch[]>, void>({
      query: () => '/saved-searches',
      transformResponse: toApiResult,
      providesTags: ['SavedSearch'],
    }),
    saveSearch: build.mutation<ApiResult<SavedSearch>, SavedSearchCreate>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['SavedSearch'],
    }),
    removeSavedSearch: build.mutation<ApiResult<unknown>, string>({
      query: (id) => ({ url: apiPath`/saved-searches/${id}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['SavedSearch'],
    }),
  }),
});

export const { useGetSavedSearchesQuery, useSaveSearchMutation, useRemoveSavedSearchMutation } =
  savedSearchesApi;
