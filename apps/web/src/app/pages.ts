import { auditRoutes } from '@/domains/audit/routes';
import { authRoutes } from '@/domains/auth/routes';
import { catalogueRoutes } from '@/domains/catalogue/routes';
import { contentRoutes } from '@/domains/content/routes';
import { dashboardRoutes } from '@/domains/dashboard/routes';
import { enquiryRoutes } from '@/domains/enquiries/routes';
import { favouriteRoutes } from '@/domains/favourites/routes';
import { feedRoutes } from '@/domains/feeds/routes';
import { orderRoutes } from '@/domains/orders/routes';
import { userRoutes } from '@/domains/users/routes';
import { webhookRoutes } from '@/domains/webhooks/routes';
import type { PageRoute } from '@/lib/page-route';

/** Every page of the shop: the domains' registries, in one list (the router and the server read it). */
export const pageRoutes: readonly PageRoute[] = [
  ...contentRoutes,
  ...catalogueRoutes,
  ...authRoutes,
  ...orderRoutes,
  ...userRoutes,
  ...enquiryRoutes,
  ...auditRoutes,
  ...feedRoutes,
  ...webhookRoutes,
  ...favouriteRoutes,
  ...dashboardRoutes,
];
