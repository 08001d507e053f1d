import type { ServerPage } from '@/lib/page-route';
import { authPaths } from './paths';

/** The server's part of the sign-in pages (routes.ts): their heads. */

export const loginPage: ServerPage = {
  head: () => ({
    title: 'Login',
    description: 'Sign in to your CarShop account to order and track your cars.',
    canonical: authPaths.login,
  }),
};

export const registerPage: ServerPage = {
  head: () => ({
    title: 'Register',
    description: 'Create a CarShop account to order cars online and follow your orders.',
    canonical: authPaths.register,
  }),
};

export const forgotPasswordPage: ServerPage = {
  head: () => ({
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your CarShop account.',
    canonical: authPaths.forgotPassword,
  }),
};

/** A reset link's page carries a secret token in its address: never indexed, never cached as another's page. */
export const resetPasswordPage: ServerPage = {
  head: () => ({
    title: 'Reset password',
    description: 'Choose a new password for your CarShop account.',
    canonical: null,
  }),
};

/** Where a blocked account's open session lands: it says so and how to reach the shop; nothing to index. */
export const accountBlockedPage: ServerPage = {
  head: () => ({
    title: 'Account blocked',
    description: 'This CarShop account is blocked. Contact the shop to find out why.',
    canonical: null,
  }),
};

/** The verification link's page (ADR 048): its token is in the fragment, and the page is nobody's to index. */
export const verifyEmailPage: ServerPage = {
  head: () => ({
    title: 'Confirm your email',
    description: 'Confirm the email address of your CarShop account.',
    canonical: null,
  }),
};
