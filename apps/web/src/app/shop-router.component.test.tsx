import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, Outlet, type RouteObject, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { useNavigationPending } from './navigation-state';
import { type RouteCode, RouteCodeOutlet, routeCode } from './route-code';
import { PageErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/** A page's code that arrives when the test says so. */
function slowCode(Component: ComponentType) {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const code = routeCode(
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve(Component);
        fail = reject;
      }),
  );
  return {
    code,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

const codeRoute = (path: string, code: RouteCode): RouteObject => ({
  path,
  element: <RouteCodeOutlet code={code} />,
  handle: { code },
});

function Layout() {
  const pending = useNavigationPending();
  const navigate = useNavigate();
  return (
    <>
      <p>{pending ? 'loading' : 'idle'}</p>
      <Link to="/next">Next</Link>
      <button type="button" onClick={() => navigate('/?page=2', { preventScrollReset: true })}>
        Page 2
      </button>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

const routesWith = (next: RouteCode): RouteObject[] => [
  {
    element: <Layout />,
    children: [{ path: '/', element: <h1>First</h1> }, codeRoute('/next', next)],
  },
];

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ShopRouter', () => {
  it("keeps the page, and the address, until the next page's code has arrived", async () => {
    const next = slowCode(() => <h1>Second</h1>);
    const { history, user } = await renderApp('/', { routes: routesWith(next.code) });
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');

    await next.arrive();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/next');

    // Back: the first page at once (its code is there).
    await act(async () => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
  });

  it('a page whose file fails to load is shown as the shop updated, at its address', async () => {
    const next = slowCode(() => <h1>Second</h1>);
    const { history, user } = await renderApp('/', { routes: routesWith(next.code) });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await next.fail(new TypeError('Failed to fetch dynamically imported module: http://shop.test/x.js'));
    expect(await screen.findByRole('heading', { name: 'The shop was updated' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/next');
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('a new address opens at the top, unless the navigation keeps the scroll; Back returns to where it was', async () => {
    const next = slowCode(() => <h1>Second</h1>);
    const { history, user } = await renderApp('/', { routes: routesWith(next.code) });
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(history.location.search).toBe('?page=2');
    expect(scrollTo).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await next.arrive();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(async () => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
