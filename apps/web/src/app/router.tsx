import { createBrowserRouter } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { PublicLayout } from './layouts/public-layout';

/**
 * Every route of the specification. Pages are loaded on demand so the home page ships only what it needs.
 * `lazy` resolves a module's named page export into the route's Component.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: PublicLayout,
    children: [
      {
        index: true,
        lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'all-product',
        lazy: () =>
          import('@/features/catalogue/pages/catalogue-page').then((m) => ({ Component: m.CataloguePage })),
      },
      {
        path: 'products/:productId',
        lazy: () =>
          import('@/features/catalogue/pages/car-detail-page').then((m) => ({ Component: m.CarDetailPage })),
      },
      {
        path: 'about',
        lazy: () => import('@/features/info/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'contact',
        lazy: () => import('@/features/info/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'blog',
        lazy: () => import('@/features/info/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
      },
      {
        path: 'blogs',
        lazy: () => import('@/features/info/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
      },
      {
        path: 'faq',
        lazy: () => import('@/features/info/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () =>
          import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  {
    // Dashboard: signed-in users only; admin pages behind a second guard (spec §2 "Dashboard routes and guards").
    path: '/dashboard',
    Component: RequireAuth,
    children: [
      {
        lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('@/features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: 'users',
                lazy: () =>
                  import('@/features/admin/pages/users-page').then((m) => ({ Component: m.UsersPage })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
