import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { router } from './app/router';
import { persistor, store } from './app/store';
import { AppToaster } from './app/toaster';
import './styles.css';

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
