import { HomeIcon, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { contentPaths } from '@/domains/content/paths';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { usePageTitle } from '@/lib/use-page-title';
import { NotFoundPage } from './not-found-page';

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
 * A lazy page that fails to load (the usual cause: a deploy replaced its file) says the shop was updated.
 * A 404 answer (thrown by a loader once pages load data on the server) shows the not-found page.
 */
function RouteError({ fullPage }: { fullPage: boolean }) {
  const error = useRouteError();
  // Kept in the console for whoever investigates; the page itself never shows the error's details.
  useEffect(() => console.error(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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

/** The root boundary: nothing around it survived, so it fills the window. */
export function RootErrorBoundary() {
  return <RouteError fullPage />;
}

/** A layout's boundary: the page failed; the layout's header, footer or sidebar stay. */
export function PageErrorBoundary() {
  return <RouteError fullPage={false} />;
}
