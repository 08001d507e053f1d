/** The vehicle feeds' page (issue 31): staff who keep the cars. */
export const feedPaths = {
  dashboardFeeds: '/dashboard/feeds',
} as const;
