import { describe, expect, it } from 'vitest';
import { configWarnings, exposureWarnings, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('trusts no proxy unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/shop' })).toThrow(/JWT_SECRET is required/);
  });

  it('refuses an invalid port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });

  it('warns about TRUST_PROXY=true, which lets a client pick its own address, and not about a hop count', () => {
    const site = { PUBLIC_URL: 'https://shop.example' };
    expect(configWarnings(loadConfig({ ...site, TRUST_PROXY: 'true' }))).toEqual([
      expect.stringContaining('TRUST_PROXY=true believes the leftmost X-Forwarded-For address'),
    ]);
    expect(configWarnings(loadConfig({ ...site, TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns when a proxy is trusted but PUBLIC_URL is unset (links would name the forwarded host)', () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([
      expect.stringContaining('TRUST_PROXY is set without PUBLIC_URL'),
    ]);
  });

  it('warns when TRUST_PROXY is a hop count and the server listens beyond this machine', () => {
    const hops = loadConfig({ TRUST_PROXY: '1' });
    expect(exposureWarnings(hops, '0.0.0.0')).toEqual([
      expect.stringContaining('TRUST_PROXY=1 believes X-Forwarded-For from any client'),
    ]);
    expect(exposureWarnings(hops, '')).toEqual([expect.stringContaining('listens on every interface')]);
    expect(exposureWarnings(hops, '127.0.0.1')).toEqual([]);
    expect(exposureWarnings(hops, '::1')).toEqual([]);
    expect(exposureWarnings(loadConfig({ TRUST_PROXY: '10.0.0.5' }), '0.0.0.0')).toEqual([]);
    expect(exposureWarnings(loadConfig({}), '0.0.0.0')).toEqual([]);
  });

  it('bounds rendering and searching, with settings to change the bounds', () => {
    const defaults = loadConfig({});
    expect(defaults.rendering).toEqual({ concurrency: 1, maxWaiting: 16, cacheBytes: 64 * 1024 * 1024 });
    expect(defaults.search).toEqual({ concurrency: 4, maxWaiting: 16, timeoutMs: 1000 });
    const set = loadConfig({ RENDER_CONCURRENCY: '3', PAGE_CACHE_MB: '8', SEARCH_TIMEOUT_MS: '250' });
    expect([set.rendering.concurrency, set.rendering.cacheBytes, set.search.timeoutMs]).toEqual([
      3,
      8 * 1024 * 1024,
      250,
    ]);
    expect(() => loadConfig({ SEARCH_TIMEOUT_MS: '0' })).toThrow(/SEARCH_TIMEOUT_MS/);
  });

  it('reads the abuse limits, with generous defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.registrationsPerHour).toBe(30);
    expect(defaults.passwordWork.maxWaiting).toBe(32);
    expect(defaults.passwordWork.concurrency).toBeGreaterThanOrEqual(1);
    const set = loadConfig({
      REGISTRATIONS_PER_HOUR: '5',
      PASSWORD_HASH_CONCURRENCY: '3',
      PASSWORD_HASH_QUEUE: '0',
    });
    expect([set.registrationsPerHour, set.passwordWork]).toEqual([5, { concurrency: 3, maxWaiting: 0 }]);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessions.maxAgeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('reads COOKIE_SECURE as auto (the default), true or false', () => {
    expect(loadConfig({}).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads CORS_ORIGINS as exact origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://store.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://store.example',
      'http://localhost:5173',
    ]);
    for (const bad of [
      'https://store.example/',
      'https://store.example/shop',
      '*',
      'store.example',
      'ftp://x.example',
    ])
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
  });
});
