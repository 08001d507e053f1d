import { describe, expect, it } from 'vitest';
import { createKeyKeeper, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys of the checkout', () => {
  it('makes UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps one key for the same body until it is forgotten, and a new one for another body', () => {
    const keeper = createKeyKeeper();
    const first = keeper.keyFor({ items: [{ car: 'a', quentity: 1 }] });
    expect(keeper.keyFor({ items: [{ car: 'a', quentity: 1 }] })).toBe(first);
    const other = keeper.keyFor({ items: [{ car: 'a', quentity: 2 }] });
    expect(other).not.toBe(first);
    keeper.forget();
    expect(keeper.keyFor({ items: [{ car: 'a', quentity: 2 }] })).not.toBe(other);
  });
});
