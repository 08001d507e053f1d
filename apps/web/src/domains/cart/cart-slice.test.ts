import { describe, expect, it } from 'vitest';
import {
  addCar,
  type CartCar,
  type CartState,
  cartReducer,
  deleteCar,
  emptyCart,
  isAvailable,
  maxQuantity,
  removeCar,
  selectCartCount,
  selectQuantityInCart,
  syncCar,
} from './cart-slice';

const civic: CartCar = {
  _id: 'car-1',
  brand: 'Honda',
  model: 'Civic',
  year: 2022,
  category: 'Sedan',
  price: 20_000.1,
  image: null,
  quantity: 3,
};
const rav4: CartCar = {
  ...civic,
  _id: 'car-2',
  brand: 'Toyota',
  model: 'RAV4',
  category: 'SUV',
  price: 30_000.2,
};

const initial = cartReducer(undefined, { type: 'init' });
const reduce = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, initial);

describe('cart slice', () => {
  it('starts empty at 0', () => {
    expect(initial).toEqual({ cars: [], totalPrice: 0 });
  });

  it('adds a new line at 1, then +1 on the same car, summing the total without float drift', () => {
    const state = reduce(addCar(civic), addCar(civic), addCar(rav4));
    expect(state.cars.map((line) => [line.car._id, line.quentity])).toEqual([
      ['car-1', 2],
      ['car-2', 1],
    ]);
    expect(state.totalPrice).toBe(70_000.4);
    expect(selectCartCount({ cart: state })).toBe(2);
    expect(selectQuantityInCart('car-1')({ cart: state })).toBe(2);
  });

  it('never adds more than the stock, nor an out-of-stock car, nor more than 10 of one car', () => {
    const full = reduce(addCar(civic), addCar(civic), addCar(civic), addCar(civic));
    expect(full.cars[0]?.quentity).toBe(3);
    expect(reduce(addCar({ ...civic, quantity: 0 })).cars).toEqual([]);
    const plenty = { ...civic, quantity: 50 };
    expect(reduce(...Array.from({ length: 12 }, () => addCar(plenty))).cars[0]?.quentity).toBe(10);
    expect(maxQuantity(plenty)).toBe(10);
  });

  it('keeps only the fields the cart needs from the car', () => {
    const withExtras = { ...civic, description: 'long text', inStock: true } as CartCar;
    expect(Object.keys(reduce(addCar(withExtras)).cars[0]!.car).sort()).toEqual(
      ['_id', 'brand', 'category', 'image', 'model', 'price', 'quantity', 'year'].sort(),
    );
  });

  it('removes one, dropping the line at 1', () => {
    const state = reduce(addCar(civic), addCar(civic), addCar(rav4), removeCar('car-1'));
    expect(state.cars[0]?.quentity).toBe(1);
    expect(state.totalPrice).toBe(50_000.3);
    const gone = cartReducer(state, removeCar('car-1'));
    expect(gone.cars.map((line) => line.car._id)).toEqual(['car-2']);
    expect(gone.totalPrice).toBe(30_000.2);
    expect(cartReducer(gone, removeCar('unknown'))).toBe(gone);
  });

  it('deletes a whole line and empties the cart', () => {
    const state = reduce(addCar(civic), addCar(civic), addCar(rav4), deleteCar('car-1'));
    expect(state.cars.map((line) => line.car._id)).toEqual(['car-2']);
    expect(state.totalPrice).toBe(30_000.2);
    expect(cartReducer(state, emptyCart())).toEqual({ cars: [], totalPrice: 0 });
  });

  describe('syncCar (the server copy, when the drawer or checkout opens)', () => {
    const two: CartState = reduce(addCar(civic), addCar(civic), addCar(rav4));

    it('takes a new price and notes the old one', () => {
      const state = cartReducer(two, syncCar({ id: 'car-1', car: { ...civic, price: 21_000 } }));
      expect(state.cars[0]).toMatchObject({ quentity: 2, notice: { priceWas: 20_000.1 } });
      expect(state.cars[0]?.car.price).toBe(21_000);
      expect(state.totalPrice).toBe(72_000.2);
      // The same price again changes nothing; back to the first price clears the note.
      expect(cartReducer(state, syncCar({ id: 'car-1', car: { ...civic, price: 21_000 } }))).toEqual(state);
      expect(cartReducer(state, syncCar({ id: 'car-1', car: civic })).cars[0]?.notice).toBeUndefined();
    });

    it('cuts the quantity down to the stock left and says so', () => {
      const state = cartReducer(two, syncCar({ id: 'car-1', car: { ...civic, quantity: 1 } }));
      expect(state.cars[0]).toMatchObject({ quentity: 1, notice: { quantityWas: 2 } });
      expect(state.totalPrice).toBe(50_000.3);
    });

    it('keeps a sold-out or deleted car in the cart, marked and out of the total', () => {
      const soldOut = cartReducer(two, syncCar({ id: 'car-1', car: { ...civic, quantity: 0 } }));
      expect(soldOut.cars[0]).toMatchObject({ quentity: 2, notice: { soldOut: true } });
      expect(isAvailable(soldOut.cars[0]!)).toBe(false);
      expect(soldOut.totalPrice).toBe(30_000.2);

      const removed = cartReducer(two, syncCar({ id: 'car-2', car: null }));
      expect(removed.cars[1]).toMatchObject({ notice: { removed: true } });
      expect(removed.totalPrice).toBe(40_000.2);

      // Restocked: the car can be bought again.
      const back = cartReducer(soldOut, syncCar({ id: 'car-1', car: civic }));
      expect(back.cars[0]?.notice).toBeUndefined();
      expect(back.totalPrice).toBe(70_000.4);
    });

    it('ignores a car that is not in the cart', () => {
      expect(cartReducer(two, syncCar({ id: 'nope', car: null }))).toBe(two);
    });
  });
});
