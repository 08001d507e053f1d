import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { ErrorPanel } from './error-panel';

/** The parts of an RTK Query result a list needs. */
type ListQuery = {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * A list that the server sends: its skeleton while the first answer comes, the error panel (with the server's
 * message and Try again) when it fails, `empty` when there is nothing, else `children` with the items. Every
 * dashboard table page goes through the same four states.
 */
export function QueryList<T>({
  query,
  items,
  skeleton,
  failure,
  empty,
  children,
}: {
  query: ListQuery;
  items: T[] | undefined;
  skeleton: ReactNode;
  /** Said when the server gives no message of its own: "The cars could not be loaded." */
  failure: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isLoading) return skeleton;
  if (query.isError || !items)
    return (
      <ErrorPanel
        message={errorMessage(query.error, failure)}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  if (items.length === 0) return empty;
  return children(items);
}
