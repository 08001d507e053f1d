import { useSyncExternalStore } from 'react';

/**
 * Toasts with the specification's durations: 2000 ms for success, 4000 ms for errors (§9).
 * The toast library stays out of the first page load: it is imported on the first toast, which also
 * mounts the Toaster (see app/toaster.tsx); a toast raised before the Toaster subscribes is replayed to it.
 */
const sonner = () => import('sonner');

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** True once any toast has been raised: the app's Toaster mounts from then on. */
export function useToasterWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

export const notify = {
  success: (message: string) => {
    wantToaster();
    void sonner().then(({ toast }) => toast.success(message, { duration: 2000 }));
  },
  /** `id` collapses repeats of the same error into one toast. */
  error: (message: string, options: { id?: string } = {}) => {
    wantToaster();
    void sonner().then(({ toast }) => toast.error(message, { duration: 4000, ...options }));
  },
};
