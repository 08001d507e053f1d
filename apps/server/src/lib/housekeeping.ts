import type { FastifyInstance } from 'fastify';

/**
 * A chore the app does in the background (pruning ended sessions, forgotten idempotency keys, unused pictures):
 * once when the app is ready, without holding up the start, then every `everyMs` (skipped while the previous round
 * still runs). A failure is logged and the next round tries again. On close the timer stops and a round in flight finishes first, because the database
 * closes after the app.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  { what, everyMs, run }: { what: string; everyMs: number; run: () => Promise<unknown> },
): { nudge: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let closed = false;
  // A round still going when the next is due is not doubled: the next tick after it ends starts the next. (A
  // queue of rounds would pile up behind a slow database, the mail worker's every second above all.)
  const round = () => {
    if (busy) return;
    busy = true;
    running = running
      .then(run)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        busy = false;
        if (again && !closed) {
          again = false;
          round();
        }
      });
  };
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  // A round now, between the timer's, because what it does just became due (a payment settled): one running
  // already is followed by one more, which sees it.
  const nudge = () => {
    if (closed) return;
    if (busy) again = true;
    else round();
  };
  return { nudge };
}
