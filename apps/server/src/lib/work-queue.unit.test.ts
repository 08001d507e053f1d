import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { createWorkQueue } from './work-queue.ts';

/** A task that runs until the test lets it finish. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        queue.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a task at once with 503 and Retry-After when the waiting list is full', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const first = gate();
    const admitted = [queue.run(first.task), queue.run(async () => 'second'), queue.run(async () => 'third')];
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    const refused = await queue.run(async () => 'fourth').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'The server is busy. Try again in a moment.',
      headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) },
    });
    first.open();
    await expect(Promise.all(admitted)).resolves.toEqual([undefined, 'second', 'third']);
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('lets waiting tasks start when the limits grow', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5 });
    const first = gate();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => 'waited');
    queue.setLimits({ concurrency: 2, maxWaiting: 5 });
    await expect(waiting).resolves.toBe('waited');
    first.open();
    await running;
  });
});
