import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { loginRedirect } from '@/domains/auth/paths';
import { AddToCartButton } from '@/domains/cart/add-to-cart-button';
import { type CarActions, CarActionsProvider, carCardActionClass } from '@/domains/catalogue/car-actions';
import { SaveCarButton } from '@/domains/favourites/save-car-button';
import { SaveSearchButton } from '@/domains/favourites/save-search-button';
import type { createAppStore } from './store';

/**
 * What a shopper can do with a car wherever the catalogue shows one: the cart's Add to Cart, and Save (the heart
 * of saved cars, which sends a visitor to the auth domain's sign-in and back).
 */
const carActions: CarActions = {
  card: (car) => <AddToCartButton car={car} variant="card" className={carCardActionClass} />,
  detail: (car) => (
    <>
      <AddToCartButton car={car} variant="detail" className="w-full sm:w-fit" />
      <SaveCarButton car={car} variant="detail" signIn={loginRedirect} className="w-full sm:w-fit" />
    </>
  ),
  bar: (car) => <AddToCartButton car={car} variant="bar" />,
  cardCorner: (car) => <SaveCarButton car={car} variant="card" signIn={loginRedirect} />,
  saveSearch: (query) => <SaveSearchButton query={query} signIn={loginRedirect} />,
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
