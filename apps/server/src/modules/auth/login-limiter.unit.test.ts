import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { createMemoryAttemptStore } from './attempt-store.ts';
import { createLoginLimiter } from './login-limiter.ts';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('memory attempt store', () => {
  it('counts within a window and starts over when it ends', async () => {
    const c = clock();
    const store = createMemoryAttemptStore({ now: c.now });
    expect(await store.increment('k', 1000)).toEqual({ count: 1, resetAt: c.now() + 1000 });
    c.advance(999);
    expect((await store.increment('k', 1000)).count).toBe(2);
    c.advance(1);
    expect((await store.increment('k', 1000)).count).toBe(1);
  });

  it('never decrements below zero, and reset forgets the key', async () => {
    const store = createMemoryAttemptStore();
    await store.increment('k', 1000);
    await store.decrement('k');
    await store.decrement('k');
    expect((await store.increment('k', 1000)).count).toBe(1);
    await store.reset('k');
    expect((await store.increment('k', 1000)).count).toBe(1);
  });

  it('stays bounded: expired keys go first, then the oldest', async () => {
    const c = clock();
    const store = createMemoryAttemptStore({ maxKeys: 3, now: c.now });
    await store.increment('expires', 10);
    await store.increment('old', 10_000);
    await store.increment('young', 10_000);
    c.advance(20);
    await store.increment('new', 10_000); // sweeps 'expires'
    expect((await store.increment('old', 10_000)).count).toBe(2);
    await store.increment('newest', 10_000); // full of live keys: drops the oldest window ('old')
    expect((await store.increment('old', 10_000)).count).toBe(1);
    expect((await store.increment('new', 10_000)).count).toBe(2);
  });
});

describe('login limiter', () => {
  it('answers 429 with Retry-After once either counter is over the limit', async () => {
    const c = clock();
    const store = createMemoryAttemptStore({ now: c.now });
    const limiter = createLoginLimiter(store, { maxFailures: 2, windowSeconds: 60 }, { now: c.now });
    await limiter.begin({ ip: 'a', account: 'x@example.com' });
    await limiter.begin({ ip: 'b', account: 'x@example.com' });
    c.advance(15_500);
    const error = await limiter.begin({ ip: 'c', account: 'x@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 429, headers: { 'Retry-After': '45' } });
    c.advance(44_500);
    await expect(limiter.begin({ ip: 'd', account: 'x@example.com' })).resolves.toBeDefined();
  });

  it('does not count an attempt that succeeded', async () => {
    const limiter = createLoginLimiter(createMemoryAttemptStore(), { maxFailures: 1, windowSeconds: 60 });
    for (let i = 0; i < 5; i++)
      await (await limiter.begin({ ip: 'a', account: 'x@example.com' })).succeeded();
    await limiter.begin({ ip: 'a', account: 'x@example.com' });
    await expect(limiter.begin({ ip: 'a', account: 'x@example.com' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('does not charge an account for attempts from a locked-out address', async () => {
    const limiter = createLoginLimiter(createMemoryAttemptStore(), { maxFailures: 1, windowSeconds: 60 });
    await limiter.begin({ ip: 'attacker', account: 'first@example.com' });
    for (let i = 0; i < 3; i++) {
      await expect(limiter.begin({ ip: 'attacker', account: 'victim@example.com' })).rejects.toMatchObject({
        statusCode: 429,
      });
    }
    await expect(limiter.begin({ ip: 'owner', account: 'victim@example.com' })).resolves.toBeDefined();
  });

  it('does not charge an address for attempts on a locked-out account', async () => {
    const limiter = createLoginLimiter(createMemoryAttemptStore(), { maxFailures: 1, windowSeconds: 60 });
    await limiter.begin({ ip: 'someone', account: 'locked@example.com' });
    for (let i = 0; i < 3; i++) {
      await expect(limiter.begin({ ip: 'office', account: 'locked@example.com' })).rejects.toMatchObject({
        statusCode: 429,
      });
    }
    await expect(limiter.begin({ ip: 'office', account: 'other@example.com' })).resolves.toBeDefined();
  });
});

describe('login limiter without an address (password checks of a signed-in user)', () => {
  it('counts the account alone, with its own message', async () => {
    const limiter = createLoginLimiter(
      createMemoryAttemptStore(),
      { maxFailures: 1, windowSeconds: 60 },
      { message: 'Too many wrong passwords' },
    );
    await limiter.begin({ account: 'user-id:1' });
    await expect(limiter.begin({ account: 'user-id:1' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many wrong passwords',
    });
    await expect(limiter.begin({ account: 'user-id:2' })).resolves.toBeDefined();
  });

  it('gives an abandoned attempt back to the address and the account', async () => {
    const limiter = createLoginLimiter(createMemoryAttemptStore(), { maxFailures: 1, windowSeconds: 60 });
    for (let i = 0; i < 3; i++)
      await (await limiter.begin({ ip: 'a', account: 'x@example.com' })).abandoned();
    await limiter.begin({ ip: 'a', account: 'x@example.com' });
    await expect(limiter.begin({ ip: 'a', account: 'x@example.com' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
