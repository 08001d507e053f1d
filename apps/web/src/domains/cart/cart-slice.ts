import type { Car } from '@carshop/contract/car';
import { MAX_LINE_QUANTITY } from '@carshop/contract/constants';
import { sumLines } from '@carshop/contract/money';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The cart (spec §3 "Cart", §4 transitions), persisted under the storage key `cart` (see app/store.ts).
 * A line is `{ car, quentity }` (the specification's wire spelling); `totalPrice` is the sum of the lines
 * that can still be bought. The car is the copy the shopper saw, with its stock (`quantity`), so the cart
 * never offers more than the shop has; the drawer and the checkout refresh it from the server (`syncCar`).
 */
export type CartCar = Pick<
  Car,
  '_id' | 'brand' | 'model' | 'year' | 'category' | 'price' | 'image' | 'quantity'
>;

/** What the last refresh found different from what the shopper added; shown on the line, never hidden. */
type CartLineNotice = {
  /** The price when the car was added, before the server's new one. */
  priceWas?: number;
  /** The quantity before it was cut down to the stock left. */
  quantityWas?: number;
  /** No stock left. */
  soldOut?: boolean;
  /** The car is no longer in the catalogue. */
  removed?: boolean;
};

export type CartLine = { car: CartCar; quentity: number; notice?: CartLineNotice };
export type CartState = { cars: CartLine[]; totalPrice: number };
/** The part of the store this slice owns, under the specification's storage key. */
export type CartRootState = { cart: CartState };

const initialState: CartState = { cars: [], totalPrice: 0 };

/** How many of this car one order may hold: its stock, and at most MAX_LINE_QUANTITY (the server's cap). */
export function maxQuantity(car: Pick<CartCar, 'quantity'>): number {
  return Math.max(0, Math.min(car.quantity, MAX_LINE_QUANTITY));
}

/** A line that can be bought now: not sold out, not removed. */
export function isAvailable(line: CartLine): boolean {
  return !line.notice?.soldOut && !line.notice?.removed;
}

/** One line's total: its price times its quantity, counted in cents as the server counts (contract/money). */
export const lineTotal = (line: CartLine): number =>
  sumLines([{ price: line.car.price, quantity: line.quentity }]);

/** The lines that can be bought, summed in cents like the server's order total (0.1 + 0.2 never drifts). */
function total(lines: CartLine[]): number {
  return sumLines(
    lines.filter(isAvailable).map((line) => ({ price: line.car.price, quantity: line.quentity })),
  );
}

function toCartCar(car: CartCar): CartCar {
  const { _id, brand, model, year, category, price, image, quantity } = car;
  return { _id, brand, model, year, category, price, image: image ?? null, quantity };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** One more of this car (a new line at 1), never beyond its stock. The car's details are the newest seen. */
    addCar(state, action: PayloadAction<CartCar>) {
      const car = toCartCar(action.payload);
      const line = state.cars.find((candidate) => candidate.car._id === car._id);
      if (line) {
        if (line.quentity >= maxQuantity(car)) return;
        line.car = car;
        line.quentity += 1;
        delete line.notice;
      } else {
        if (maxQuantity(car) < 1) return;
        state.cars.push({ car, quentity: 1 });
      }
      state.totalPrice = total(state.cars);
    },
    /** One fewer (by car id); the line goes at 1. */
    removeCar(state, action: PayloadAction<string>) {
      const index = state.cars.findIndex((line) => line.car._id === action.payload);
      const line = state.cars[index];
      if (!line) return;
      if (line.quentity > 1) line.quentity -= 1;
      else state.cars.splice(index, 1);
      state.totalPrice = total(state.cars);
    },
    /** The whole line goes (by car id). */
    deleteCar(state, action: PayloadAction<string>) {
      state.cars = state.cars.filter((line) => line.car._id !== action.payload);
      state.totalPrice = total(state.cars);
    },
    emptyCart() {
      return initialState;
    },
    /**
     * The server's current copy of a car in the cart (`car`), or `null` when it answered 404 (deleted).
     * A new price is taken and the old one noted; a quantity above the stock left is cut down and noted; a
     * sold-out or deleted car stays in the cart, marked, and out of the total until the shopper removes it.
     */
    syncCar(state, action: PayloadAction<{ id: string; car: CartCar | null }>) {
      const { id, car } = action.payload;
      const line = state.cars.find((candidate) => candidate.car._id === id);
      if (!line) return;
      const notice: CartLineNotice = { ...line.notice };
      if (!car) {
        notice.removed = true;
      } else {
        const fresh = toCartCar(car);
        delete notice.removed;
        if (fresh.price !== line.car.price) notice.priceWas = notice.priceWas ?? line.car.price;
        if (notice.priceWas === fresh.price) delete notice.priceWas;
        const max = maxQuantity(fresh);
        if (max < 1) {
          notice.soldOut = true;
        } else {
          delete notice.soldOut;
          if (line.quentity > max) {
            notice.quantityWas = notice.quantityWas ?? line.quentity;
            line.quentity = max;
          }
        }
        line.car = fresh;
      }
      if (Object.keys(notice).length > 0) line.notice = notice;
      else delete line.notice;
      state.totalPrice = total(state.cars);
    },
  },
});

export const { addCar, removeCar, deleteCar, emptyCart, syncCar } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

export const selectCart = (state: CartRootState) => state.cart;
/** The header badge: how many different cars (spec §2). */
export const selectCartCount = (state: CartRootState) => state.cart.cars.length;
/** How many of this car the cart holds (0 when none). */
export const selectQuantityInCart = (id: string) => (state: CartRootState) =>
  state.cart.cars.find((line) => line.car._id === id)?.quentity ?? 0;
