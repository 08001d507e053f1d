import { describe, expect, expectTypeOf, it } from 'vitest';
import { addCar, type CartRootState, emptyCart } from '@/domains/cart/cart-slice';
import type { KeyValueStorage } from '@/lib/persist';
import { clearSession, type SessionRootState, selectSessionUser, setSession } from '@/lib/session';
import { tokenFor } from '@/test/tokens';
import { createAppStore, type RootState } from './store';

/**
 * Selectors are typed by the part of the state their slice owns (lib/store-hooks.ts), not by RootState:
 * the store assembled here must hold every such part. A slice that joins the app adds its part below.
 */
type SliceStates = SessionRootState & CartRootState;

describe('app store', () => {
  it('holds every slice that selectors read', () => {
    expectTypeOf<RootState>().toExtend<SliceStates>();
    const store = createAppStore(null);
    store.dispatch(setSession(tokenFor({ id: 'u-1', email: 'a@example.com', role: 'customer' })));
    expect(selectSessionUser(store.getState())?.id).toBe('u-1');
  });

  it('keeps the API cache under its own key', () => {
    expect(Object.keys(createAppStore(null).getState()).sort()).toEqual(['api', 'auth', 'cart']);
  });
});

/** A storage in memory that counts its writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  let writes = 0;
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      writes += 1;
      items.set(key, value);
    },
  };
  return { storage, items, writes: () => writes };
}

/** What redux-persist (the library the shop used before ADR 036) wrote for a slice. */
const asReduxPersistWrote = (state: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

const car = {
  _id: 'car-1',
  brand: 'Volvo',
  model: 'XC40',
  year: 2023,
  price: 30_000,
  image: null,
  category: 'SUV' as const,
  quantity: 4,
};

describe('the store in the browser (lib/persist.ts, ADR 036)', () => {
  it('start as a previous version stored them (the session and the cart)', () => {
    const token = tokenFor({ id: 'u-1', email: 'a@example.com', role: 'customer' });
    const cart = { cars: [{ car, quentity: 2 }], totalPrice: 60_000 };
    const { storage } = memoryStorage({
      auth: asReduxPersistWrote({ user: { id: 'u-1', email: 'a@example.com', role: 'customer' }, token }),
      cart: asReduxPersistWrote(cart),
    });
    const state = createAppStore(storage).getState();
    expect(state.auth.token).toBe(token);
    expect(state.auth.user?.id).toBe('u-1');
    expect(state.cart).toEqual(cart);
  });

  it('are written at once when they change, in the format a previous version reads, and only then', () => {
    const memory = memoryStorage();
    const store = createAppStore(memory.storage);
    store.dispatch({ type: 'something/else' });
    expect(memory.writes()).toBe(0);
    store.dispatch(addCar(car));
    expect(memory.writes()).toBe(1);
    const stored = JSON.parse(memory.items.get('cart') ?? '{}');
    expect(JSON.parse(stored.cars)).toHaveLength(1);
    expect(JSON.parse(stored._persist)).toEqual({ version: -1, rehydrated: true });
    // A new store on the same storage (the next page load) starts with it.
    expect(createAppStore(memory.storage).getState().cart.cars).toHaveLength(1);
    store.dispatch(emptyCart());
    store.dispatch(clearSession());
    expect(createAppStore(memory.storage).getState().cart.cars).toEqual([]);
  });
});
