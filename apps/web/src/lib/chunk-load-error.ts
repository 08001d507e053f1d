/**
 * Messages browsers and Vite give when a lazily loaded part of the app cannot be fetched: after a deploy the
 * old page asks for files whose names (hashes) no longer exist, or the network dropped.
 */
const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

/** True when the error is a lazy route chunk that failed to load, which a reload fixes. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERRORS.some((pattern) => pattern.test(message));
}
