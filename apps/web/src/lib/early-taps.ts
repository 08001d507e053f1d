type EarlyActions = {
  /** Buttons tapped (or forms sent) before the app could answer, in order. */
  taps: (HTMLElement | HTMLFormElement)[];
  /** Fields typed into or chosen in meanwhile, with their last value (a box's `checked`). */
  fields: [HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean][];
};

declare global {
  interface Window {
    /** Set by public/early-taps.js (inline in every page): what was done within an element before it hydrated. */
    __takeEarlyTaps?: (within: Node) => EarlyActions;
  }
}

/** Marks a control whose taps before hydration are kept and replayed; the value is the note shown meanwhile. */
export const earlyTap = (note: string) => ({ 'data-early-tap': note });

/** The browser's own setter of a field's value or `checked`, past React's tracking of it. */
function setNatively(field: HTMLElement, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/**
 * Hands a value typed before hydration to the app as if typed now. React records a field's value when it hydrates
 * it and only reports a change from that value, so a field typed into before the script arrived looked unchanged
 * and its form kept its empty default ("Email is required" under a filled field). The field's recorded value is
 * set to another one, then the typed value put back natively, and the event React listens to is sent.
 */
function adopt(field: EarlyActions['fields'][number][0], value: string | boolean) {
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof value === 'boolean') {
    (field as HTMLInputElement).checked = !value;
    setNatively(field, 'checked', value);
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    field.value = value === '' ? ' ' : '';
    setNatively(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Called once `within` (the page, or a section whose code arrived later) has hydrated: takes what public/early-taps.js
 * kept there, puts the typed values into the app's state, then clicks each tapped control again (or sends each kept
 * form), now with the app's handlers on them. A control the hydrated page disables (Add to Cart for a car the
 * persisted cart already holds all of) ignores the click as it would a tap.
 */
export function replayEarlyTaps(within: Node = document.documentElement) {
  const early = window.__takeEarlyTaps?.(within);
  if (!early) return;
  for (const [field, value] of early.fields) if (field.isConnected) adopt(field, value);
  for (const control of early.taps) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
}
