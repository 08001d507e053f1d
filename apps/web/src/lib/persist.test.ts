import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, persistSlices, readPersisted } from './persist';

/** A storage in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { storage, items };
}

describe('persisted slices', () => {
  it('ignore what cannot be theirs: junk, another shape, storage the browser refuses', () => {
    const initial = { cars: [] as unknown[], totalPrice: 0 };
    const read = (text: string) => readPersisted(memoryStorage({ cart: text }).storage, 'cart', initial);
    expect(read('not json')).toEqual(initial);
    expect(read('"a string"')).toEqual(initial);
    expect(read(JSON.stringify({ cars: '{"not":"a list"}', totalPrice: '"12"' }))).toEqual(initial);
    expect(read(JSON.stringify({ cars: '[1]', totalPrice: 'oops', extra: '"x"' }))).toEqual({
      cars: [1],
      totalPrice: 0,
    });
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readPersisted(refusing, 'cart', initial)).toBe(initial);
    // Writes that fail leave the page working.
    let state = { n: 0 };
    const listeners: (() => void)[] = [];
    persistSlices(
      { getState: () => ({ cart: state }), subscribe: (listener: () => void) => listeners.push(listener) },
      refusing,
      ['cart'],
    );
    state = { n: 1 };
    expect(() => {
      for (const listener of listeners) listener();
    }).not.toThrow();
  });
});
