import { HomeIcon, RotateCw } from 'lucide-react';
import { Component, type ReactNode, useEffect } from 'react';
import { type Location, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { contentPaths } from '@/domains/content/paths';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { usePageTitle } from '@/lib/use-page-title';

const COPY = {
  updated: {
    title: 'The shop was updated',
    text: 'A newer version of the shop is available. Reload the page to continue.',
  },
  failed: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reload to try again, or go back to the homepage.',
  },
};

/**
 * What a route error shows instead of a blank page or a stack trace: a friendly message and a Reload button.
 * A page whose file fails to load (the usual cause: a deploy replaced it) says the shop was updated.
 */
function RouteError({ error, fullPage }: { error: unknown; fullPage: boolean }) {
  // Kept in the console for whoever investigates; the page itself never shows the error's details.
  useEffect(() => console.error(error), [error]);
  const screen = <ErrorScreen copy={isChunkLoadError(error) ? COPY.updated : COPY.failed} />;
  return fullPage ? <main className="flex min-h-dvh flex-col justify-center">{screen}</main> : screen;
}

function ErrorScreen({ copy }: { copy: { title: string; text: string } }) {
  usePageTitle(copy.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="text-lg text-slate-600">{copy.text}</p>
      <div className="mt-2 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
        {/* A full page load: the app shell itself may be what failed, or be out of date. */}
        <ButtonLink to={contentPaths.home} reloadDocument size="lg" variant="outline">
          <HomeIcon aria-hidden="true" />
          Go to the homepage
        </ButtonLink>
      </div>
    </div>
  );
}

type BoundaryProps = { fullPage: boolean; location: Location; children: ReactNode };
type BoundaryState = { error?: unknown; failed: boolean; location: Location };

/** Catches what its routes throw while rendering; showing another address clears it (as React Router's did). */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { error: undefined, failed: false, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteError error={this.state.error} fullPage={this.props.fullPage} />;
  }
}

/** The root boundary: nothing around it survived, so it fills the window. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fullPage location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}

/** A layout's boundary: the page failed; the layout's header, footer or sidebar stay. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fullPage={false} location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}
