import { LayoutDashboard, type LucideIcon, UserRound, Users } from 'lucide-react';

export type DashboardMenuItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/**
 * Sidebar menus (spec §2 "Dashboard layout"). Items join as their pages exist: Cars, Add Car and
 * Order Review (admin) and Track My Order (customer) arrive with the car and order work.
 */
export const ADMIN_MENU: DashboardMenuItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/users', label: 'Users', icon: Users },
  { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
];

export const CUSTOMER_MENU: DashboardMenuItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
];
