import type { Car } from '@carshop/contract/car';
import { useSyncExternalStore } from 'react';

/**
 * The cars a shopper has chosen to compare (issue 22): at most three, kept in the browser's local storage under
 * `compare`, so every tab sees the same list (another tab's change arrives as a `storage` event). Not in the
 * Redux store: nothing else reads it, and this is a few hundred bytes of every public page's first load. The
 * server cannot know the list, so it renders as for an empty one and the browser reads it right after
 * hydration (useSyncExternalStore's server snapshot), as the cart does (ADR 020).
 */

/** How many cars one comparison holds. */
export const MAX_COMPARED = 3;

/** What the compare bar shows of a chosen car: enough to name it without asking the server. */
export type ComparedCar = Pick<Car, '_id' | 'brand' | 'model'>;

/**
 * The list with the car taken out if it was there, else added at the end (`full`, unchanged, past three).
 * Only what the bar needs is kept of the car.
 */
export function toggleIn(
  list: readonly ComparedCar[],
  { _id, brand, model }: ComparedCar,
): { list: readonly ComparedCar[]; outcome: 'added' | 'removed' | 'full' } {
  if (list.some((car) => car._id === _id)) {
    return { list: list.filter((car) => car._id !== _id), outcome: 'removed' };
  }
  if (list.length >= MAX_COMPARED) return { list, outcome: 'full' };
  return { list: [...list, { _id, brand, model }], outcome: 'added' };
}

const KEY = 'compare';
const EMPTY: readonly ComparedCar[] = [];

/** The stored list, trusting nothing (another version of the app, or a person, may have written it). */
export function parseCompared(raw: string | null): readonly ComparedCar[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(stored)) return EMPTY;
    return stored
      .filter(
        (car, index) =>
          typeof car?._id === 'string' &&
          typeof car.brand === 'string' &&
          typeof car.model === 'string' &&
          stored.findIndex((other) => other?._id === car._id) === index,
      )
      .slice(0, MAX_COMPARED);
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The same array while the stored text is the same: React compares snapshots by identity.
let snapshotRaw: string | null = null;
let snapshot = EMPTY;
function readCompared() {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {} // storage switched off: nothing is compared
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseCompared(raw);
  }
  return snapshot;
}

/** The chosen cars; empty on the server and while the page hydrates. */
export function useComparedCars(): readonly ComparedCar[] {
  return useSyncExternalStore(subscribe, readCompared, () => EMPTY);
}

/** Replaces the chosen cars (the bar's Remove and Clear). */
export function setCompared(list: readonly ComparedCar[]) {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {}
  for (const listener of listeners) listener();
}

/** Compare on a car: in if it was out (unless three are chosen: `full`), out if it was in. */
export function toggleCompared(car: ComparedCar) {
  const { list, outcome } = toggleIn(readCompared(), car);
  if (outcome !== 'full') setCompared(list);
  return outcome;
}
