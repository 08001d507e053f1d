import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The HTTP side of component tests: each test adds the handlers it needs with server.use(...). */
export const server = setupServer();

/** The API's error envelope (product decisions §3). */
export function apiError(status: number, message: string) {
  return HttpResponse.json({ success: false, message }, { status });
}

/** The API's success envelope. */
export function apiOk<T>(message: string, data?: T, init?: ResponseInit) {
  return HttpResponse.json({ success: true, message, ...(data === undefined ? {} : { data }) }, init);
}

/**
 * An answer held until the test lets it go: the handler awaits `until`, and the test calls `release()` once it has
 * checked what shows while the request is in flight, so "while it saves" does not depend on the machine's speed.
 */
export function heldAnswer() {
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}
