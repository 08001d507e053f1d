import type { PageRoute } from '@/lib/page-route';
import { auditPaths } from './paths';

/** The audit log of staff writes (issue 30, ADR 055): admins only. */
export const auditRoutes: PageRoute[] = [
  {
    path: auditPaths.dashboardAudit,
    layout: 'dashboard',
    access: 'audit',
    page: () => import('./pages/audit-page').then((m) => m.AuditPage),
  },
];
