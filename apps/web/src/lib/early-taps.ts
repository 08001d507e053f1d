declare global {
  interface Window {
    /** Set by public/early-taps.js: the controls tapped before the app was ready, handed over once. */
    __takeEarlyTaps?: () => HTMLElement[];
  }
}

/** Marks a control whose taps before hydration are kept and replayed; the value is the note shown meanwhile. */
export const earlyTap = (note: string) => ({ 'data-early-tap': note });

/**
 * Replays, once the app has hydrated, the taps that public/early-taps.js kept: each control is clicked again,
 * now with the app's handler on it (a control the hydrated page disables, such as Add to Cart for a car the
 * persisted cart already holds all of, ignores the click as it would a tap).
 */
export function replayEarlyTaps() {
  for (const control of window.__takeEarlyTaps?.() ?? []) {
    if (control.isConnected) control.click();
  }
}
