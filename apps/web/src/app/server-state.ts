/**
 * What the server hands the browser with a rendered page: the RTK Query state the page was rendered from, in
 * a `<script type="application/json">` (data, not code: the Content-Security-Policy allows no inline script)
 * whose id is `SERVER_STATE_ID` (@carshop/contract/browser-settings).
 */

export type ServerState = { api: Record<string, unknown> };

/** JSON that is safe inside a script element: no `</script>`, no comment openers, no line separators. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function readServerState(text: string | null | undefined): ServerState | null {
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state && typeof state.api === 'object' ? state : null;
  } catch {
    return null;
  }
}
