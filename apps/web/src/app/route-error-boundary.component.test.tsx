import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { RootErrorBoundary } from './route-error-boundary';

// After a deploy, the old page asks for a page file that no longer exists: the browser's import fails.
vi.mock('@/domains/catalogue/pages/catalogue-page', () => ({
  get CataloguePage() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://shop.test/assets/catalogue-page-1a2b.js',
    );
  },
}));
// A page with a bug: it throws while rendering.
vi.mock('@/domains/content/pages/faq-page', () => ({
  FaqPage: () => {
    throw new Error("Cannot read properties of undefined (reading 'question')");
  },
}));
vi.mock('@/domains/users/pages/profile-page', () => ({
  ProfilePage: () => {
    throw new Error('Profile exploded');
  },
}));

beforeEach(() => {
  // React and the boundary report the error to the console; the test checks what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('route error boundaries', () => {
  it('a page that fails to render shows a friendly screen inside the public layout', async () => {
    await renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    // The header and footer stay (the footer's code loads as it nears the screen: ADR 022).
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('a page file that fails to load says the shop was updated', async () => {
    await renderApp('/all-product');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The shop was updated' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The title is set by an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('The shop was updated | CarShop'));
  });

  it('a dashboard page that fails keeps the dashboard sidebar', async () => {
    await renderApp('/dashboard/profile', { token: tokenFor(CUSTOMER_CLAIMS) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The test window is phone-sized: the top bar with the menu button and the menu's title stays.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('User Dashboard')).toBeInTheDocument();
  });

  it('anything above the layouts falls back to the full-page root screen', async () => {
    await renderApp('/', {
      routes: [
        {
          element: (
            <RootErrorBoundary>
              <Outlet />
            </RootErrorBoundary>
          ),
          children: [
            {
              path: '/',
              Component: () => {
                throw new Error('The layout itself failed');
              },
            },
          ],
        },
      ],
    });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
