/**
 * Resolves in a task of its own, so the browser may paint, take a tap or run other work before what follows. A
 * message to itself rather than a timer: as React's scheduler does, it is not delayed (timers are, at least 4 ms
 * once nested) and not stopped by a test's paused clock (Playwright's `page.clock` stops timers, not messages).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
