import { describe, expect, it } from 'vitest';
import { answersOneRecord, apiPath, hasUnsafeSegment } from './api-path';

describe('apiPath', () => {
  it('puts each value in as one encoded segment', () => {
    expect(apiPath`/cars/${'abc'}/similar`).toBe('/cars/abc/similar');
    expect(apiPath`/cars/${'a/b?c#d'}`).toBe('/cars/a%2Fb%3Fc%23d');
    expect(apiPath`/cars/${'%2e'}`).toBe('/cars/%252e');
  });

  it('leaves dots as they are, which the base query then refuses', () => {
    expect(hasUnsafeSegment(apiPath`/cars/${'.'}`)).toBe(true);
    expect(hasUnsafeSegment(apiPath`/cars/${'..'}`)).toBe(true);
    expect(hasUnsafeSegment(apiPath`/cars/${''}/similar`)).toBe(true);
    expect(hasUnsafeSegment(apiPath`/cars/${'%2e'}`)).toBe(false); // encoded: the id "%2e", not a dot
  });
});

describe('hasUnsafeSegment', () => {
  it('finds empty, dot and double-dot segments in any encoding the URL parser reads as dots', () => {
    for (const url of [
      '/cars/.',
      '/cars/..',
      '/cars/./similar',
      '/cars/../orders',
      '/cars/',
      '/cars//similar',
      '/cars/%2e',
      '/cars/%2E',
      '/cars/.%2e',
      '/cars/%2e%2E',
      '/cars/.?page=1',
      'cars/..',
    ])
      expect(hasUnsafeSegment(url), url).toBe(true);
  });

  it('passes ordinary paths, dots inside a segment and anything after ? or #', () => {
    for (const url of [
      '/cars',
      '/cars/facets',
      '/cars/0b5c4a4e-3f7e-4a59-9d0c-6a1f1c0e8b2a/similar',
      '/cars/a.b',
      '/cars/...',
      '/cars?searchTerm=../..',
      '/cars?x=/./#..',
      'cars',
    ])
      expect(hasUnsafeSegment(url), url).toBe(false);
  });
});

describe('answersOneRecord', () => {
  const ok = new Response(null, { status: 200 });
  it('accepts one record and refuses a list, nothing or a failed answer', () => {
    expect(answersOneRecord(ok, { data: { _id: 'a' } })).toBe(true);
    expect(answersOneRecord(ok, { data: [{ _id: 'a' }] })).toBe(false);
    expect(answersOneRecord(ok, { data: null })).toBe(false);
    expect(answersOneRecord(ok, undefined)).toBe(false);
    expect(answersOneRecord(new Response(null, { status: 404 }), { data: { _id: 'a' } })).toBe(false);
  });
});
