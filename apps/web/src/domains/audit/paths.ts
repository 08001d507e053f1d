/** The audit log's page (issue 30), admins only. */
export const auditPaths = {
  dashboardAudit: '/dashboard/audit',
} as const;
