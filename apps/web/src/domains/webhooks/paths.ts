/** The outgoing webhooks' page (issue 31), admins only. */
export const webhookPaths = {
  dashboardWebhooks: '/dashboard/webhooks',
} as const;
