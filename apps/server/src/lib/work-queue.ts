import { HttpError } from './http-error.ts';

const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

export type WorkLimits = {
  /** How many tasks run at once. */
  concurrency: number;
  /** How many more may wait for a turn; beyond that a task is refused at once (503). */
  maxWaiting: number;
};

export type WorkQueue = {
  /** Runs `task` when a slot is free; throws a 503 HttpError with Retry-After when the waiting list is full. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  setLimits: (limits: WorkLimits) => void;
  readonly running: number;
  readonly waiting: number;
};

/**
 * A semaphore with a bounded waiting list, first come first served. Expensive work (password hashing) goes
 * through it so that a flood of requests costs a bounded amount of CPU and a bounded wait; the requests over
 * the bound are told to come back (503 + Retry-After) instead of piling up.
 */
export function createWorkQueue(initial: WorkLimits): WorkQueue {
  let limits = initial;
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = 50; // a first guess for Retry-After, corrected by every task that finishes

  const busy = () => {
    const queuedMs = ((waiting.length + running) * averageMs) / limits.concurrency;
    return new HttpError(503, BUSY_MESSAGE, {
      'Retry-After': String(Math.max(1, Math.ceil(queuedMs / 1000))),
    });
  };

  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next task in line
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < limits.concurrency) running += 1;
      else if (waiting.length >= limits.maxWaiting) throw busy();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    setLimits(next) {
      limits = next;
      // More slots than before: let waiting tasks take them now.
      while (running < limits.concurrency && waiting.length > 0) {
        running += 1;
        waiting.shift()?.();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
