import { describe, expect, it } from 'vitest';
import { isWireId } from './ids.ts';

describe('isWireId', () => {
  it('accepts UUIDs and opaque ids', () => {
    expect(isWireId('0b5c4a4e-3f7e-4a59-9d0c-6a1f1c0e8b2a')).toBe(true);
    expect(isWireId('car-1')).toBe(true);
    expect(isWireId('A_b-9')).toBe(true);
  });

  it('refuses path syntax, blanks and anything longer than 100 characters', () => {
    for (const value of [
      '',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      'a/b',
      'a b',
      ' a',
      'a?x',
      'a#b',
      '☃',
      'x'.repeat(101),
    ])
      expect(isWireId(value), value).toBe(false);
  });
});
