import { ACCOUNT_BLOCKED_MESSAGE } from '@carshop/contract/user';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SITE } from '@/content/site';
import { RequireAuth } from '@/domains/auth/components/require-auth';
import { AccountBlockedPage } from '@/domains/auth/pages/account-blocked-page';
import { MyOrdersPage } from '@/domains/orders/pages/my-orders-page';
import { renderRoutes } from '@/test/render';
import { apiError, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';

/** Track My Order behind the guard, as the router has it, and the blocked page the guard may send to. */
function renderTrackMyOrder() {
  return renderRoutes(
    [
      { Component: RequireAuth, children: [{ path: '/dashboard/order', element: <MyOrdersPage /> }] },
      { path: '/account-blocked', element: <AccountBlockedPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { path: '/dashboard/order', token: tokenFor(CUSTOMER_CLAIMS) },
  );
}

async function expectBlockedPage(view: ReturnType<typeof renderTrackMyOrder>) {
  expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_BLOCKED_MESSAGE })).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/account-blocked');
  // How to reach the shop, from its own details.
  expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', `mailto:${SITE.email}`);
  expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
  expect(screen.getByText(SITE.address)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  // Signed out: nothing more is asked with the blocked account's token.
  expect(view.store.getState().auth).toEqual({ user: null, token: null, blocked: true });
}

describe('a blocked account with an open session', () => {
  it('sees the page that says the account is blocked and how to reach the shop, not a dashboard of errors', async () => {
    server.use(http.get('*/api/orders/:id', () => apiError(403, ACCOUNT_BLOCKED_MESSAGE)));
    await expectBlockedPage(renderTrackMyOrder());
  });

  it('sees it too when the access token had expired and the refresh says blocked', async () => {
    server.use(
      http.get('*/api/orders/:id', () => apiError(401, 'jwt expired')),
      http.post('*/api/auth/refresh-token', () => apiError(403, ACCOUNT_BLOCKED_MESSAGE)),
    );
    await expectBlockedPage(renderTrackMyOrder());
  });

  it('another 403 (not allowed) is an error of that page, and the session stays', async () => {
    server.use(
      http.get('*/api/orders/:id', () =>
        HttpResponse.json({ success: false, message: 'You are not allowed to do this' }, { status: 403 }),
      ),
    );
    const view = renderTrackMyOrder();
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard/order');
    expect(view.store.getState().auth.user?.id).toBe(CUSTOMER_CLAIMS.id);
  });
});
