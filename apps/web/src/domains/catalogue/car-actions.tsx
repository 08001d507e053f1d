import type { Car } from '@carshop/contract/car';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a shopper can do with a car besides reading about it (Add to Cart, Save), rendered by the catalogue's
 * card and detail page. The catalogue does not know the cart: the app provides these (app/providers.tsx), so
 * the cart may depend on the catalogue and never the other way round.
 */
export type CarActions = {
  /** On a card, next to View Details; give the control `carCardActionClass`. */
  card: (car: Car) => ReactNode;
  /** On the car's page, under its price. */
  detail: (car: Car) => ReactNode;
  /** The main action alone, in the car page's sticky bar on a phone (issue 32): a button of the bar's height. */
  bar: (car: Car) => ReactNode;
  /** On a card's photo, top left, always shown: a small round control (today: Save, the heart). */
  cardCorner: (car: Car) => ReactNode;
  /** Beside the catalogue's results: "Save this search" (issue 32), given the filter as a query string. */
  saveSearch: (query: string) => ReactNode;
};

const none: CarActions = {
  card: () => null,
  detail: () => null,
  bar: () => null,
  cardCorner: () => null,
  saveSearch: () => null,
};
const CarActionsContext = createContext<CarActions>(none);

export const CarActionsProvider = CarActionsContext.Provider;
export const useCarActions = () => useContext(CarActionsContext);

/** Styles an action button to sit on the photo overlay on wider screens (white on the dark gradient). */
export const carCardActionClass =
  'sm:border-white sm:bg-white sm:text-slate-900 sm:shadow-md sm:hover:bg-slate-100';
