import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
// The ESM build: with Vite 8 (rolldown) the CommonJS 'lib/storage' default import resolves to the module object.
import storage from 'redux-persist/es/storage';
import { baseApi } from '@/lib/api';
import { sessionReducer } from '@/lib/session';

/** Persisted slices use the specification's storage keys (`auth`, `cart`) and a 5000 ms timeout. */
const persisted = <S>(key: string, reducer: Parameters<typeof persistReducer<S>>[1]) =>
  persistReducer<S>({ key, keyPrefix: '', storage, timeout: 5000 }, reducer);

const rootReducer = combineReducers({
  auth: persisted('auth', sessionReducer),
  [baseApi.reducerPath]: baseApi.reducer,
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(baseApi.middleware),
});
setupListeners(store.dispatch);

export const persistor = persistStore(store);
export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
