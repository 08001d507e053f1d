import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { ErrorPanel } from './error-panel';

/** The parts of an RTK Query result that a screen needs to show its states. */
export type QueryStatus = {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryStatus;
  /** What the server sent (`query.data?.data`), undefined until it arrives. */
  data: T | undefined;
  /** Shown while the first answer comes: a skeleton with the shape of what follows. */
  skeleton: ReactNode;
  /** Said when the server gives no message of its own ("The cars could not be loaded."; default "Something went wrong"). */
  failure?: string;
  /** Shown instead of `children` when there is nothing (an empty list, by default). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The error panel's heading and its size, where it stands in for a page. */
  errorTitle?: string;
  errorTitleAs?: 'p' | 'h1' | 'h2';
  errorClassName?: string;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a screen shows server data: its skeleton while the first answer comes, the error panel (the
 * server's message and Try again) when it fails, `empty` when there is nothing, else `children` with the data.
 */
export function QueryState<T>({
  query,
  data,
  skeleton,
  failure,
  empty = null,
  isEmpty = isEmptyList,
  errorTitle,
  errorTitleAs,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  if (query.isLoading) return skeleton;
  if (query.isError || data === undefined)
    return (
      <ErrorPanel
        title={errorTitle}
        titleAs={errorTitleAs}
        className={errorClassName}
        message={errorMessage(query.error, failure)}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  if (isEmpty(data)) return empty;
  return children(data);
}
