import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// What jsdom leaves out and the app or its libraries touch.
// A browser resolves '/api/...' against the page's address; Node's fetch (used under jsdom) needs it absolute.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
// Node's fetch cannot send jsdom's FormData and File (a multipart upload fails with "Premature close"): files
// and form data are Node's own, as a browser's fetch would take its own.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
globalThis.FormData = NodeFormData as typeof FormData;
globalThis.File = NodeFile as unknown as typeof File;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {}; // jsdom does not lay out, so there is nothing to scroll (ScrollRestoration calls it)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine a first render (lazy chunks, Radix
// portals) can take longer, which fails a correct test. 5 s is still far below the test timeout.
configure({ asyncUtilTimeout: 5_000 });

// Every request must be answered by a test's handler: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Toasts outlive a test in the toast library's global state; the next test's toaster must not show them.
  toast.dismiss();
});
afterAll(() => server.close());
