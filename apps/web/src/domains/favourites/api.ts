import type { Car } from '@carshop/contract/car';
import type { Favourite } from '@carshop/contract/favourite';
import { baseApi } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

type Favourites = ApiResult<Favourite[]>;

/**
 * Saved cars (issue 22): the signed-in user's own list (the server knows whose from the token). A save or a
 * removal changes the cached list at once (every heart on the page follows the tap) and undoes it if the server
 * refuses; once it succeeds the list is asked for again, since a tap may come before the first list arrived.
 */
const favouritesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourite'] }).injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<Favourites, void>({
      query: () => '/favourites',
      transformResponse: toApiResult,
      providesTags: ['Favourite'],
    }),
    saveFavourite: build.mutation<ApiResult<Favourite>, Car>({
      query: (car) => ({ url: apiPath`/favourites/${car._id}`, method: 'PUT' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Favourite'],
      onQueryStarted: (car, { dispatch, queryFulfilled }): Promise<void> =>
        undoIfRefused(
          dispatch(
            changeList((list) => [
              { car, savedAt: new Date().toISOString(), alerts: true },
              ...list.filter((saved) => saved.car._id !== car._id),
            ]),
          ),
          queryFulfilled,
        ),
    }),
    /** "Email me about price drops and stock" for one saved car; the list follows at once, and goes back if refused. */
    setFavouriteAlerts: build.mutation<ApiResult<Favourite>, { carId: string; alerts: boolean }>({
      query: ({ carId, alerts }) => ({
        url: apiPath`/favourites/${carId}`,
        method: 'PATCH',
        body: { alerts },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Favourite'],
      onQueryStarted: ({ carId, alerts }, { dispatch, queryFulfilled }): Promise<void> =>
        undoIfRefused(
          dispatch(
            changeList((list) =>
              list.map((saved) => (saved.car._id === carId ? { ...saved, alerts } : saved)),
            ),
          ),
          queryFulfilled,
        ),
    }),
    removeFavourite: build.mutation<ApiResult<unknown>, string>({
      query: (carId) => ({ url: apiPath`/favourites/${carId}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Favourite'],
      onQueryStarted: (carId, { dispatch, queryFulfilled }): Promise<void> =>
        undoIfRefused(
          dispatch(changeList((list) => list.filter((saved) => saved.car._id !== carId))),
          queryFulfilled,
        ),
    }),
  }),
});

/** A change of the cached list, made at once (before the server answers). */
const changeList = (change: (list: Favourite[]) => Favourite[]) =>
  favouritesApi.util.updateQueryData('getFavourites', undefined, (draft: Favourites) => {
    draft.data = change(draft.data);
  });

/** Puts the list back if the request fails (its error still reaches the caller, who says why). */
async function undoIfRefused(patch: { undo: () => void }, request: Promise<unknown>) {
  try {
    await request;
  } catch {
    patch.undo();
  }
}

export const {
  useGetFavouritesQuery,
  useSaveFavouriteMutation,
  useSetFavouriteAlertsMutation,
  useRemoveFavouriteMutation,
} = favouritesApi;
