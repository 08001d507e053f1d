import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from '@carshop/contract/saved-search';
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
    /** A rename or "Email me new matches": the cached list follows at once, and goes back if the server refuses. */
    updateSavedSearch: build.mutation<ApiResult<SavedSearch>, SavedSearchUpdate & { id: string }>({
      query: ({ id, ...body }) => ({ url: apiPath`/saved-searches/${id}`, method: 'PATCH', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['SavedSearch'],
      onQueryStarted: async ({ id, ...change }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (draft) => {
            const search = draft.data.find((one) => one._id === id);
            if (search) Object.assign(search, change);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    removeSavedSearch: build.mutation<ApiResult<unknown>, string>({
      query: (id) => ({ url: apiPath`/saved-searches/${id}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['SavedSearch'],
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useSaveSearchMutation,
  useUpdateSavedSearchMutation,
  useRemoveSavedSearchMutation,
} = savedSearchesApi;
