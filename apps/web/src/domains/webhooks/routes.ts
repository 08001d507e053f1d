import type { PageRoute } from '@/lib/page-route';
import { webhookPaths } from './paths';

/** Outgoing webhooks (issue 31, ADR 066): endpoints, their secret once, the delivery log. Admins only. */
export const webhookRoutes: PageRoute[] = [
  {
    path: webhookPaths.dashboardWebhooks,
    layout: 'dashboard',
    access: 'webhooks',
    page: () => import('./pages/webhooks-page').then((m) => m.WebhooksPage),
  },
];
