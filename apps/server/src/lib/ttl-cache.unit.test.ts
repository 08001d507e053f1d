import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('createTtlCache', () => {
  it('shares one load among identical concurrent requests', async () => {
    const cache = createTtlCache<string[]>({ ttlMs: 1000 });
    const load = vi.fn(async () => ['car']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });

  it('loads again after the TTL, and every time when the TTL is 0', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1000, now: time.now });
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    time.advance(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(2);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const off = createTtlCache<number>({ ttlMs: 0 });
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(off.size).toBe(0);
  });

  it('does not remember a failure', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok');
    await expect(cache.get('k', load)).rejects.toThrow('db down');
    await expect(cache.get('k', load)).resolves.toBe('ok');
  });

  it('keeps separate answers per key and per cache', async () => {
    const one = createTtlCache<string>({ ttlMs: 1000 });
    const two = createTtlCache<string>({ ttlMs: 1000 });
    await one.get('k', async () => 'a');
    expect(await two.get('k', async () => 'b')).toBe('b');
    expect(await one.get('k2', async () => 'c')).toBe('c');
    expect(await one.get('k', async () => 'z')).toBe('a');
  });

  it('stays bounded, dropping expired entries first and then the oldest', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 3, now: time.now });
    await cache.get('old', async () => 0);
    time.advance(600);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    time.advance(500); // 'old' has expired; 'a' and 'b' have not
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => -1)).toBe(1);
    await cache.get('d', async () => 4); // full of live entries: the oldest ('a') goes
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => -1)).toBe(-1);
  });

  it('drops every expired entry when it makes room, not only as many as it needs', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 3, now: time.now });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    time.advance(1500); // 'a' and 'b' have expired
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(3); // nothing is swept before the cache is full...
    await cache.get('d', async () => 4);
    expect(cache.size).toBe(2); // ...then both expired answers go at once, not just the oldest
  });

  it('never stores a load that was running when the cache was invalidated', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    let finish!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('stays under its byte budget, dropping the oldest entries first', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxBytes: 10, sizeOf: (value) => value.length });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    expect(cache.bytes).toBe(8);
    await cache.get('c', async () => 'cccc'); // 12 bytes: 'a' goes
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 'again');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('huge', async () => 'x'.repeat(50)); // bigger than the budget: not kept at all
    expect(cache.bytes).toBeLessThanOrEqual(10);
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });

  it('drops the settled entries a test picks, and every load still running', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, sizeOf: (value) => value.length });
    await cache.get('a', async () => 'drop me');
    await cache.get('b', async () => 'keep');
    let finish!: (value: string) => void;
    const running = cache.get('c', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.dropWhere((value) => value === 'drop me');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(4);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('keep');
    finish('keep');
    expect(await running).toBe('keep');
    expect(await cache.get('c', async () => 'read again')).toBe('read again');
    expect(await cache.get('b', async () => 'read again')).toBe('keep');
  });
});
