import { type ReactNode, startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  type NavigationType,
  type Navigator,
  type RouteObject,
  Router,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import { loadDeferredSections } from '@/lib/deferred-section';
import { NavigationPendingContext } from './navigation-state';
import { hasRouteCode, loadRouteCodeFor } from './route-code';
import { rememberScrollPosition } from './scroll-restoration';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Shown = { location: Location; action: NavigationType; pending: boolean };

/**
 * The shop's router (ADR 046): React Router in its declarative mode, on its own browser history, doing the one
 * thing the app used of the data router besides matching: it loads the next address's route code (routes.tsx)
 * BEFORE it shows it. Meanwhile the current page stays, `useNavigationPending()` is true (the header's loading
 * bar), and the address bar still shows the current address, as the data router did; then the next page
 * replaces it in a transition. A file that fails to load is shown anyway: its route's error boundary says the
 * shop was updated.
 */
export function ShopRouter({
  history,
  routes,
  children,
}: {
  history: History;
  routes: RouteObject[];
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>({
    location: history.location,
    action: history.action,
    pending: false,
  });
  /** Only the latest navigation may be shown (a click while the previous page's code is still on its way). */
  const latest = useRef(0);
  const preventScrollReset = useRef(false);

  const navigator = useMemo<Navigator>(() => {
    /** Loads the code of `to`, then changes the address (which `history.listen` below shows). */
    const go =
      (change: (to: To, state: unknown) => void) =>
      (to: To, state?: unknown, options?: { preventScrollReset?: boolean }) => {
        const id = ++latest.current;
        loadDeferredSections();
        const { pathname = history.location.pathname } =
          typeof to === 'string' ? new URL(to, 'http://x') : to;
        const commit = () => {
          if (id !== latest.current) return;
          preventScrollReset.current = options?.preventScrollReset === true;
          change(to, state);
        };
        if (hasRouteCode(routes, pathname)) return commit();
        startTransition(() => setShown((current) => ({ ...current, pending: true })));
        void loadRouteCodeFor(routes, pathname).then(commit);
      };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: go(history.push),
      replace: go(history.replace),
    };
  }, [history, routes]);

  useLayoutEffect(
    () =>
      // Push and replace arrive here with their code loaded; Back and Forward have moved the address already.
      history.listen(({ action, location }) => {
        const id = action === 'POP' ? ++latest.current : latest.current;
        const show = () => {
          if (id !== latest.current) return;
          rememberScrollPosition(preventScrollReset.current);
          preventScrollReset.current = false;
          startTransition(() => setShown({ location, action, pending: false }));
        };
        if (action !== 'POP' || hasRouteCode(routes, location.pathname)) return show();
        loadDeferredSections();
        startTransition(() => setShown((current) => ({ ...current, pending: true })));
        void loadRouteCodeFor(routes, location.pathname).then(show);
      }),
    [history, routes],
  );

  return (
    <NavigationPendingContext value={shown.pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
