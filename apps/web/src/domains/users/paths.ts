/** Account pages (spec §2), named once. */
export const userPaths = {
  dashboardUsers: '/dashboard/users',
  dashboardProfile: '/dashboard/profile',
} as const;
