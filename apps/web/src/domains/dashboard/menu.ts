import { isAdmin, type Role } from '@carshop/contract/constants';
import { type DashboardArea, worksIn } from '@carshop/contract/staff';
import {
  BellRing,
  CarFront,
  ClipboardList,
  Heart,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  PackageSearch,
  Rss,
  ScrollText,
  SquarePlus,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';
import { auditPaths } from '@/domains/audit/paths';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { enquiryPaths } from '@/domains/enquiries/paths';
import { favouritePaths } from '@/domains/favourites/paths';
import { feedPaths } from '@/domains/feeds/paths';
import { orderPaths } from '@/domains/orders/paths';
import { userPaths } from '@/domains/users/paths';
import { webhookPaths } from '@/domains/webhooks/paths';
import { dashboardPaths } from './paths';

export type DashboardMenuItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** What the page is for, shown on the overview's link cards (the overview itself has none). */
  summary?: string;
  /** Highlighted only on its own address, not on the pages below it (the overview). */
  end?: boolean;
};

/** A staff page of the menu, shown to the roles that work in its part of the dashboard. */
type StaffMenuItem = DashboardMenuItem & { area: DashboardArea };

export type DashboardMenu = { title: string; items: readonly DashboardMenuItem[] };

const OVERVIEW: DashboardMenuItem = {
  to: dashboardPaths.dashboard,
  label: 'Dashboard',
  icon: LayoutDashboard,
  end: true,
};
const PROFILE: DashboardMenuItem = {
  to: userPaths.dashboardProfile,
  label: 'Profile',
  icon: UserRound,
  summary: 'See your account details and change your password.',
};

/**
 * The staff's pages, each in its part of the dashboard (`@carshop/contract/staff`, the roles the API's permission
 * table gives the same rights; ADR 055): each role's menu shows the ones it works in, in this order.
 */
const STAFF_ITEMS: readonly StaffMenuItem[] = [
  {
    area: 'users',
    to: userPaths.dashboardUsers,
    label: 'Users',
    icon: Users,
    summary: 'Review accounts, invite staff, change roles, block or reactivate users.',
  },
  {
    area: 'cars',
    to: cataloguePaths.dashboardCars,
    label: 'Cars',
    icon: CarFront,
    summary: 'Update the cars in the catalogue, or remove them.',
  },
  {
    area: 'editCars',
    to: cataloguePaths.dashboardAddCar,
    label: 'Add Car',
    icon: SquarePlus,
    summary: 'Put a new car in the catalogue, with its picture.',
  },
  {
    area: 'editCars',
    to: feedPaths.dashboardFeeds,
    label: 'Vehicle feeds',
    icon: Rss,
    summary: "Google's and Meta's vehicle feeds, and the cars they leave out until they get what they lack.",
  },
  {
    area: 'orders',
    to: orderPaths.dashboardOrders,
    label: 'Order Review',
    icon: ClipboardList,
    summary: 'Follow every order and change its status.',
  },
  {
    area: 'enquiries',
    to: enquiryPaths.dashboardEnquiries,
    label: 'Enquiries',
    icon: Inbox,
    summary: 'Answer questions, test-drive requests and Contact Us messages.',
  },
  {
    area: 'audit',
    to: auditPaths.dashboardAudit,
    label: 'Audit log',
    icon: ScrollText,
    summary: 'See who changed what: prices, statuses, roles and deletions, before and after.',
  },
  {
    area: 'webhooks',
    to: webhookPaths.dashboardWebhooks,
    label: 'Webhooks',
    icon: Webhook,
    summary:
      'Tell your other systems of new orders, payments, enquiries and car changes, and read what was sent.',
  },
];

const staffMenu = (title: string, role: Role): DashboardMenu => ({
  title,
  items: [OVERVIEW, ...STAFF_ITEMS.filter((item) => worksIn({ role }, item.area)), PROFILE],
});

/**
 * The dashboard menu of each role (spec §2 "Dashboard layout"): the one list that the desktop sidebar, the
 * phone menu and the overview's link cards all show. Items join as their pages exist.
 */
export const DASHBOARD_MENUS = {
  admin: staffMenu('Admin Panel', 'admin'),
  sales: staffMenu('Sales Desk', 'sales'),
  inventory: staffMenu('Inventory Desk', 'inventory'),
  customer: {
    title: 'User Dashboard',
    items: [
      OVERVIEW,
      {
        to: orderPaths.dashboardOrder,
        label: 'Track My Order',
        icon: PackageSearch,
        summary: 'See your orders and follow each one from pending to delivered.',
      },
      {
        to: favouritePaths.saved,
        label: 'Saved cars',
        icon: Heart,
        summary: 'The cars you saved with the heart, with their price and stock today.',
      },
      {
        to: favouritePaths.searches,
        label: 'Saved searches',
        icon: BellRing,
        summary: 'The searches you saved, and how many cars match each today.',
      },
      {
        to: enquiryPaths.myEnquiries,
        label: 'My Enquiries',
        icon: MessagesSquare,
        summary: 'See the questions and test drives you asked for, and whether we have answered.',
      },
      PROFILE,
    ],
  },
} as const satisfies Record<Role, DashboardMenu>;

/** Each role its menu; any role the web does not know is a customer (spec §3). */
export function dashboardMenuFor(user: { role?: string } | null | undefined): DashboardMenu {
  if (isAdmin(user)) return DASHBOARD_MENUS.admin;
  if (user?.role === 'sales') return DASHBOARD_MENUS.sales;
  if (user?.role === 'inventory') return DASHBOARD_MENUS.inventory;
  return DASHBOARD_MENUS.customer;
}

/** The menu's pages that the overview links to: every one but the overview itself. */
export function overviewLinks(menu: DashboardMenu) {
  return menu.items.filter((item): item is DashboardMenuItem & { summary: string } => Boolean(item.summary));
}
