import { PAGE_PATHS } from '@carshop/contract/page-paths';

/** Saved cars (issue 22): the customer's list in their dashboard. */
export const favouritePaths = {
  saved: PAGE_PATHS.savedCars,
  /** Saved searches (issue 32). */
  searches: PAGE_PATHS.savedSearches,
  /** The alert mails' unsubscribe page (ADR 071): public, opened from a mail without signing in. */
  unsubscribe: PAGE_PATHS.unsubscribe,
} as const;
