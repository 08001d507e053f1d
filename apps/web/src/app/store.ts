import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
// The ESM build: with Vite 8 (rolldown) the CommonJS 'lib/storage' import resolves to the module object.
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { cartReducer } from '@/domains/cart/cart-slice';
import { baseApi, type ServerFetch } from '@/lib/api';
import { sessionReducer } from '@/lib/session';

/**
 * One store per page load (and, once pages render on the server, one per request). Slices persist under the
 * specification's storage keys (`auth`, `cart`) with a 5000 ms timeout. Local storage is touched only when
 * a store is made in the browser, never at import: tests and the server pass a storage of their own.
 */
export function createAppStore(
  storage: Storage = createWebStorage('local'),
  { serverFetch }: { serverFetch?: ServerFetch } = {},
) {
  const persisted = <S>(key: string, reducer: Parameters<typeof persistReducer<S>>[1]) =>
    persistReducer<S>({ key, keyPrefix: '', storage, timeout: 5000 }, reducer);

  const rootReducer = combineReducers({
    auth: persisted('auth', sessionReducer),
    cart: persisted('cart', cartReducer),
    [baseApi.reducerPath]: baseApi.reducer,
  });

  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { serverFetch } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
}

type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
