import type { PageRoute } from '@/lib/page-route';
import { authPaths } from './paths';

/** Sign-in pages: public and rendered by the server. */
export const authRoutes: PageRoute[] = [
  {
    path: authPaths.login,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/login-page').then((m) => m.LoginPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.loginPage) : undefined,
  },
  {
    path: authPaths.register,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/register-page').then((m) => m.RegisterPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.registerPage) : undefined,
  },
  {
    path: authPaths.forgotPassword,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.forgotPasswordPage) : undefined,
  },
  {
    path: authPaths.resetPassword,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.resetPasswordPage) : undefined,
  },
  {
    path: authPaths.accountBlocked,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/account-blocked-page').then((m) => m.AccountBlockedPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.accountBlockedPage) : undefined,
  },
  {
    path: authPaths.verifyEmail,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/verify-email-page').then((m) => m.VerifyEmailPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.verifyEmailPage) : undefined,
  },
];
