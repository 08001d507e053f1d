import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { cachedList, invalidateCarLists } from './list-cache.ts';

// The cache only uses the database object as a key.
const db = {} as Db;
afterEach(() => {
  invalidateCarLists(db);
  vi.useRealTimers();
});

describe('cachedList', () => {
  it('shares one load among identical concurrent requests', async () => {
    const load = vi.fn(async () => ['car']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedList(db, 'k', 1000, load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });

  it('loads again after the TTL, or at once when disabled', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 1);
    await cachedList(db, 'k', 1000, load);
    vi.advanceTimersByTime(999);
    await cachedList(db, 'k', 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cachedList(db, 'k', 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
    await cachedList(db, 'k', 0, load);
    await cachedList(db, 'k', 0, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not remember a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok');
    await expect(cachedList(db, 'k', 1000, load)).rejects.toThrow('db down');
    await expect(cachedList(db, 'k', 1000, load)).resolves.toBe('ok');
  });

  it('keeps separate answers per database and per key', async () => {
    const other = {} as Db;
    await cachedList(db, 'k', 1000, async () => 'a');
    expect(await cachedList(other, 'k', 1000, async () => 'b')).toBe('b');
    expect(await cachedList(db, 'k2', 1000, async () => 'c')).toBe('c');
    expect(await cachedList(db, 'k', 1000, async () => 'z')).toBe('a');
  });

  it('stays bounded however varied the queries', async () => {
    for (let i = 0; i < 600; i++) await cachedList(db, `k${i}`, 1000, async () => i);
    // The oldest answers were dropped: asking for the first again loads it.
    expect(await cachedList(db, 'k0', 1000, async () => 'reloaded')).toBe('reloaded');
    expect(await cachedList(db, 'k599', 1000, async () => 'reloaded')).toBe(599);
  });
});
