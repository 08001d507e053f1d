import { describe, expect, it } from 'vitest';
import { DASHBOARD_MENUS, dashboardMenuFor, overviewLinks } from './menu';

describe('dashboard menus', () => {
  it('gives admins the admin panel and everyone else the user dashboard', () => {
    expect(dashboardMenuFor({ role: 'admin' }).title).toBe('Admin Panel');
    expect(dashboardMenuFor({ role: 'customer' }).title).toBe('User Dashboard');
    expect(dashboardMenuFor({ role: 'manager' })).toBe(DASHBOARD_MENUS.customer);
    expect(dashboardMenuFor(null)).toBe(DASHBOARD_MENUS.customer);
  });

  it('gives each staff role the parts of the dashboard it works in (issue 30)', () => {
    expect(dashboardMenuFor({ role: 'sales' }).items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Cars',
      'Order Review',
      'Enquiries',
      'Profile',
    ]);
    expect(dashboardMenuFor({ role: 'inventory' }).items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Cars',
      'Add Car',
      'Vehicle feeds',
      'Profile',
    ]);
  });

  it('lists only the pages that exist, in the specification order (enquiries, issue 22, before Profile)', () => {
    expect(DASHBOARD_MENUS.admin.items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Users',
      'Cars',
      'Add Car',
      'Vehicle feeds',
      'Order Review',
      'Enquiries',
      'Audit log',
      'Webhooks',
      'Profile',
    ]);
    expect(DASHBOARD_MENUS.customer.items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Track My Order',
      'Saved cars',
      'Saved searches',
      'My Enquiries',
      'Profile',
    ]);
  });

  it('links the overview to every other page of the menu', () => {
    expect(overviewLinks(DASHBOARD_MENUS.admin).map((item) => item.to)).toEqual([
      '/dashboard/users',
      '/dashboard/cars',
      '/dashboard/add-car',
      '/dashboard/feeds',
      '/dashboard/orders',
      '/dashboard/enquiries',
      '/dashboard/audit',
      '/dashboard/webhooks',
      '/dashboard/profile',
    ]);
  });
});
