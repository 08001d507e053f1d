import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { cartReducer } from '@/domains/cart/cart-slice';
import { baseApi, type ServerFetch } from '@/lib/api';
import { type KeyValueStorage, persistSlices, readPersisted } from '@/lib/persist';
import { sessionReducer } from '@/lib/session';

/** The slices kept in the browser's storage, under the specification's keys. */
const PERSISTED_KEYS = ['auth', 'cart'] as const;

const rootReducer = combineReducers({
  auth: sessionReducer,
  cart: cartReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/**
 * One store per page load (and one per server render). In the browser (`storage`: local storage) the session and
 * the cart start as stored, before anything renders (the specification's "the app waits for persisted state"),
 * and are written back whenever they change (lib/persist.ts, ADR 036). Tests and the server pass no storage:
 * nothing is read or written.
 */
export function createAppStore(
  storage: KeyValueStorage | null,
  { serverFetch }: { serverFetch?: ServerFetch } = {},
) {
  const initial = rootReducer(undefined, { type: '@@carshop/init' });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: readPersisted(storage, 'auth', initial.auth),
      cart: readPersisted(storage, 'cart', initial.cart),
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverFetch } } }).concat(baseApi.middleware),
  });
  if (storage) persistSlices(store, storage, PERSISTED_KEYS);
  return store;
}

type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
