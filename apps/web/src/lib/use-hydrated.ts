import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a page rendered on the server (and on the server itself), true on every render
 * after. Parts that read state the server cannot know (the persisted cart) render their server form first,
 * so hydration matches, and their real form right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
