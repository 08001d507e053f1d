import type { FastifyInstance } from 'fastify';

/**
 * A chore the app does in the background (pruning ended sessions, forgotten idempotency keys, unused pictures):
 * once when the app is ready, without holding up the start, then every `everyMs`. A failure is logged and the
 * next round tries again. On close the timer stops and a round in flight finishes first, because the database
 * closes after the app.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  { what, everyMs, run }: { what: string; everyMs: number; run: () => Promise<unknown> },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running.then(run).catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
  };
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
