import { describe, expect, it } from 'vitest';
import { validHost } from './trusted-origin.ts';

describe('validHost', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'Shop.Example.com',
    'shop.example.com:443',
    '127.0.0.1:8080',
    '[::1]:3000',
    'xn--bcher-kva.example',
  ])('accepts %s', (host) => {
    expect(validHost(host)).toBe(host.toLowerCase());
  });

  it.each([
    undefined,
    '',
    'shop.example/products',
    'shop.example:3000/products',
    'user@shop.example',
    'shop.example, evil.example',
    'shop example',
    'shop.example:0',
    'shop.example:99999',
    'shop.example:',
    '-shop.example',
    'shop..example',
    'shop.example\u0000',
    'shop.example?x=1',
    'shop.example#x',
    `${'a'.repeat(64)}.example`,
  ])('refuses %j', (host) => {
    expect(validHost(host)).toBeUndefined();
  });
});
