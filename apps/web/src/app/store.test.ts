import type { Storage } from 'redux-persist';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CartRootState } from '@/domains/cart/cart-slice';
import type { SessionRootState } from '@/lib/session';
import { selectSessionUser, setSession } from '@/lib/session';
import { tokenFor } from '@/test/tokens';
import { createAppStore, type RootState } from './store';

const noStorage: Storage = { getItem: async () => null, setItem: async () => {}, removeItem: async () => {} };

/**
 * Selectors are typed by the part of the state their slice owns (lib/store-hooks.ts), not by RootState:
 * the store assembled here must hold every such part. A slice that joins the app adds its part below.
 */
type SliceStates = SessionRootState & CartRootState;

describe('app store', () => {
  it('holds every slice that selectors read', () => {
    expectTypeOf<RootState>().toExtend<SliceStates>();
    const store = createAppStore(noStorage);
    store.dispatch(setSession(tokenFor({ id: 'u-1', email: 'a@example.com', role: 'customer' })));
    expect(selectSessionUser(store.getState())?.id).toBe('u-1');
  });

  it('keeps the API cache under its own key', () => {
    expect(Object.keys(createAppStore(noStorage).getState()).sort()).toEqual(['api', 'auth', 'cart']);
  });
});
