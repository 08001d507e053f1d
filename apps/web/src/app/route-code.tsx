import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The code of one route (a page, the dashboard's frame), loaded on demand. The router (shop-router.tsx) loads
 * the code of every route an address matches before it shows that address, and both entries do so before the
 * first render, so `RouteCodeOutlet` normally finds the component there: no Suspense, no flash of nothing.
 */
export type RouteCode = {
  readonly load: () => Promise<ComponentType>;
  Component?: ComponentType;
  /** Why the last attempt failed (a deploy replaced the file): the route's error boundary shows it. */
  error?: unknown;
  pending?: Promise<void>;
};

export const routeCode = (load: () => Promise<ComponentType>): RouteCode => ({ load });

/** Loads a route's code once; never rejects (a failure is kept in `error`, and a later call tries again). */
function loadRouteCode(code: RouteCode): Promise<void> {
  if (code.Component) return Promise.resolve();
  code.pending ??= code.load().then(
    (Component) => {
      code.Component = Component;
      code.error = undefined;
    },
    (error: unknown) => {
      code.error = error;
      code.pending = undefined;
    },
  );
  return code.pending;
}

/** The code a route object carries (routes.tsx puts it in `handle.code`). */
const codeOf = (route: RouteObject) => (route.handle as { code?: RouteCode } | undefined)?.code;

/** Whether every route `pathname` matches has its code (a navigation there can show it at once). */
export function hasRouteCode(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).every(
    ({ route }) => !codeOf(route) || codeOf(route)?.Component,
  );
}

/** Loads the code of every route `pathname` matches; true if all of it arrived. */
export async function loadRouteCodeFor(routes: RouteObject[], pathname: string): Promise<boolean> {
  const codes = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => codeOf(route) ?? []);
  await Promise.all(codes.map(loadRouteCode));
  return codes.every((code) => code.Component);
}

/** Renders a route's component; a file that failed to load is thrown to the route's error boundary. */
export function RouteCodeOutlet({ code }: { code: RouteCode }) {
  if (!code.Component && code.error === undefined) use(loadRouteCode(code));
  if (!code.Component) throw code.error;
  return <code.Component />;
}
