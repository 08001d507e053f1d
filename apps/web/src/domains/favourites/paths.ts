/** Saved cars (issue 22): the customer's list in their dashboard. */
export const favouritePaths = {
  saved: '/dashboard/saved',
} as const;
