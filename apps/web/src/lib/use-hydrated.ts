import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true from the render after it (and at once in a page the browser
 * renders itself). For what depends on the browser alone (the signed-in state, the cart): the server and the
 * hydrating browser both render the neutral version, so their HTML matches and no hydration warning appears.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
