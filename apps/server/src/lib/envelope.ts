import type { PageMeta } from '@carshop/contract/api';
import type { Page } from './paging.ts';

/**
 * The success half of the HTTP contract: every answer is `{ success, message, data?, meta? }` (errors are
 * built by plugins/errors.ts). Routes return `ok(...)` and nothing else.
 */
export function ok(message: string): { success: true; message: string };
export function ok<T>(message: string, data: T): { success: true; message: string; data: T };
export function ok<T>(
  message: string,
  data: T,
  meta: PageMeta,
): { success: true; message: string; data: T; meta: PageMeta };
export function ok<T>(message: string, data?: T, meta?: PageMeta) {
  return {
    success: true as const,
    message,
    ...(data === undefined ? {} : { data }),
    ...(meta === undefined ? {} : { meta }),
  };
}

/** An answer whose data is its message too (`{ message }`): the message the form shows. */
export const okMessage = (message: string) => ok(message, { message });

/** A list answer: one page of items with the meta that says which page of how many (lib/paging.ts). */
export const okPage = <T>(message: string, { items, meta }: Page<T>) => ok(message, items, meta);
