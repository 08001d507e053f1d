/** Saved cars (issue 22): the customer's list in their dashboard. */
export const favouritePaths = {
  saved: '/dashboard/saved',
  /** Saved searches (issue 32). */
  searches: '/dashboard/searches',
} as const;
