/** The dashboard's own address (spec §2); its screens belong to the domains they show. */
export const dashboardPaths = {
  dashboard: '/dashboard',
} as const;
