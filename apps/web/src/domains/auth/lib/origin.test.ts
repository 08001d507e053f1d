import { describe, expect, it } from 'vitest';
import { postLoginPath, safeOrigin } from './origin';

describe('safeOrigin', () => {
  it('keeps internal paths with their query and hash', () => {
    expect(safeOrigin('/dashboard/profile')).toBe('/dashboard/profile');
    expect(safeOrigin('/all-product?category=SUV&page=2')).toBe('/all-product?category=SUV&page=2');
    expect(safeOrigin('/faq#warranty')).toBe('/faq#warranty');
  });

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/dash\nboard'],
    ['/dash\tboard'],
    [''],
  ])('rejects %j', (value) => {
    expect(safeOrigin(value)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeOrigin(undefined)).toBeNull();
    expect(safeOrigin(42)).toBeNull();
    expect(safeOrigin({ pathname: '/dashboard' })).toBeNull();
  });

  it('does not send the visitor back to the sign-in pages', () => {
    expect(safeOrigin('/login')).toBeNull();
    expect(safeOrigin('/register?x=1')).toBeNull();
  });

  it('normalises dot segments instead of letting them escape', () => {
    expect(safeOrigin('/a/../dashboard')).toBe('/dashboard');
  });
});

describe('postLoginPath', () => {
  it('returns the origin from router state', () => {
    expect(postLoginPath({ from: '/dashboard/users' })).toBe('/dashboard/users');
  });

  it('falls back to /dashboard', () => {
    expect(postLoginPath(null)).toBe('/dashboard');
    expect(postLoginPath({})).toBe('/dashboard');
    expect(postLoginPath({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(postLoginPath('from')).toBe('/dashboard');
  });
});
