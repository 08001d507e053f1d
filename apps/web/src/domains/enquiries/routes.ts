import type { PageRoute } from '@/lib/page-route';
import { enquiryPaths } from './paths';

/** The enquiries' dashboard pages: every enquiry for admins and sales, one's own for customers. */
export const enquiryRoutes: PageRoute[] = [
  {
    path: enquiryPaths.dashboardEnquiries,
    layout: 'dashboard',
    access: 'enquiries',
    page: () => import('./pages/enquiries-page').then((m) => m.EnquiriesPage),
  },
  {
    path: enquiryPaths.myEnquiries,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/my-enquiries-page').then((m) => m.MyEnquiriesPage),
  },
  {
    path: enquiryPaths.tradeIn,
    layout: 'public',
    access: 'anyone',
    search: ['car'],
    page: () => import('./pages/trade-in-page').then((m) => m.TradeInPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.tradeInPage) : undefined,
  },
];
