import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { paths } from '@/lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { PageErrorBoundary, RootErrorBoundary } from './route-error-boundary';

/**
 * Every route of the specification, as plain route objects: main.tsx hands them to createBrowserRouter, and
 * the server can hand the same array to createStaticHandler. Pages load on demand (`lazy` resolves a
 * module's named page export into the route's Component), so the home page ships only what it needs.
 *
 * Errors: a page that throws or whose file fails to load shows the error screen INSIDE its layout (the
 * pathless routes with PageErrorBoundary); anything above a layout falls back to the root boundary.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootErrorBoundary,
    // While the first page's code loads, the app shows nothing yet (pages rendered on the server arrive whole).
    HydrateFallback: () => null,
    children: [
      {
        path: paths.home,
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              {
                index: true,
                lazy: () =>
                  import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: paths.catalogue,
                lazy: () =>
                  import('@/features/catalogue/pages/catalogue-page').then((m) => ({
                    Component: m.CataloguePage,
                  })),
              },
              {
                path: paths.product,
                lazy: () =>
                  import('@/features/catalogue/pages/car-detail-page').then((m) => ({
                    Component: m.CarDetailPage,
                  })),
              },
              {
                path: paths.about,
                lazy: () =>
                  import('@/features/info/pages/about-page').then((m) => ({ Component: m.AboutPage })),
              },
              {
                path: paths.contact,
                lazy: () =>
                  import('@/features/info/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
              },
              {
                path: paths.blog,
                lazy: () =>
                  import('@/features/info/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
              },
              {
                path: paths.blogs,
                lazy: () =>
                  import('@/features/info/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
              },
              {
                path: paths.faq,
                lazy: () => import('@/features/info/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
              },
              {
                // Checkout: signed-in users only; a visitor logs in and comes back (spec §2).
                Component: RequireAuth,
                children: [
                  {
                    path: paths.checkout,
                    lazy: () =>
                      import('@/features/cart/pages/checkout-page').then((m) => ({
                        Component: m.CheckoutPage,
                      })),
                  },
                ],
              },
              {
                path: paths.login,
                lazy: () =>
                  import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: paths.register,
                lazy: () =>
                  import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
              // Not lazy: the error boundaries show it too (for a 404 answer), so it is in the main bundle anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        // Dashboard: signed-in users only; admin pages behind a second guard (spec §2 "Dashboard routes and guards").
        path: paths.dashboard,
        Component: RequireAuth,
        children: [
          {
            lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              {
                ErrorBoundary: PageErrorBoundary,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage })),
                  },
                  {
                    path: paths.dashboardProfile,
                    lazy: () =>
                      import('@/features/account/pages/profile-page').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: paths.dashboardOrder,
                    lazy: () =>
                      import('@/features/orders/pages/my-orders-page').then((m) => ({
                        Component: m.MyOrdersPage,
                      })),
                  },
                  {
                    Component: RequireAdmin,
                    children: [
                      {
                        path: paths.dashboardUsers,
                        lazy: () =>
                          import('@/features/admin/pages/users-page').then((m) => ({
                            Component: m.UsersPage,
                          })),
                      },
                      {
                        path: paths.dashboardCars,
                        lazy: () =>
                          import('@/features/admin/pages/cars-page').then((m) => ({
                            Component: m.CarsPage,
                          })),
                      },
                      {
                        path: paths.dashboardAddCar,
                        lazy: () =>
                          import('@/features/admin/pages/add-car-page').then((m) => ({
                            Component: m.AddCarPage,
                          })),
                      },
                      {
                        path: paths.dashboardOrders,
                        lazy: () =>
                          import('@/features/admin/pages/orders-page').then((m) => ({
                            Component: m.OrdersPage,
                          })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
