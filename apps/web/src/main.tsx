import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { AppToaster } from './app/toaster';
import './styles.css';

// The browser entry: everything that needs a window (storage, focus and online events, history) starts here.
const store = createAppStore();
const persistor = persistStore(store);
setupListeners(store.dispatch);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* The app waits for persisted state (auth, cart) before rendering (spec §4). */}
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
      <AppToaster />
    </Provider>
  </StrictMode>,
);
