import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://shop.example/assets/catalogue-page-1a2b.js'],
    ['error loading dynamically imported module: https://shop.example/assets/x.js'],
    ['Importing a module script failed.'],
    ['Unable to preload CSS for /assets/x.css'],
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'brand')"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
