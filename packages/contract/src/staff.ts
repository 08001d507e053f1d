import type { Role } from './constants.ts';

/**
 * The parts of the dashboard staff work in, and which roles work in each (issue 30, ADR 055). The web's menu and
 * page guards read this; the API's permission table (apps/server/src/lib/policies.ts) gives the same roles the
 * row each part needs, and `policies.api.test.ts` checks that the two agree. Only an admin manages users.
 */
export const DASHBOARD_AREAS = {
  /** Today: what needs doing (each role is given the lists of its own work). */
  today: ['admin', 'sales', 'inventory'],
  /** The overview's figures, charts and notices (revenue included). */
  overview: ['admin'],
  users: ['admin'],
  /** The car list; `sales` reads it without editing. */
  cars: ['admin', 'inventory', 'sales'],
  /** Adding, editing and deleting cars, their pictures and prices. */
  editCars: ['admin', 'inventory'],
  orders: ['admin', 'sales'],
  enquiries: ['admin', 'sales'],
  audit: ['admin'],
  /** Outgoing webhooks: endpoints, their secrets, the delivery log (issue 31). */
  webhooks: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type DashboardArea = keyof typeof DASHBOARD_AREAS;

export const worksIn = (user: { role?: string } | null | undefined, area: DashboardArea): boolean =>
  (DASHBOARD_AREAS[area] as readonly string[]).includes(user?.role ?? '');

/** How each role is named to people (the users page, the invitation mail). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  sales: 'Sales',
  inventory: 'Inventory',
  customer: 'Customer',
};
