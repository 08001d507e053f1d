import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AddToCartButton } from '@/domains/cart/add-to-cart-button';
import { type CarActions, CarActionsProvider, carCardActionClass } from '@/domains/catalogue/car-actions';
import type { createAppStore } from './store';

/** What a shopper can do with a car wherever the catalogue shows one: the cart's Add to Cart. */
const carActions: CarActions = {
  card: (car) => <AddToCartButton car={car} variant="card" className={carCardActionClass} />,
  detail: (car) => <AddToCartButton car={car} variant="detail" className="w-full sm:w-fit" />,
};

/**
 * Everything a page renders inside, the same in the browser (main.tsx), on the server (entry-server.tsx) and in
 * component tests: the store, and the way domains reach each other without importing each other.
 */
export function AppProviders({
  store,
  children,
}: {
  store: ReturnType<typeof createAppStore>;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <CarActionsProvider value={carActions}>{children}</CarActionsProvider>
    </Provider>
  );
}
