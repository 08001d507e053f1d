import { ArrowLeftRightIcon, LinkIcon, PlusIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { type ComparedCar, MAX_COMPARED, setCompared, useComparedCars } from '../compare-list';
import { compareTitle, readCompareIds } from '../comparison';
import { CompareTable } from '../components/compare-table';
import { useComparedCarAnswers } from '../hooks/use-compared-car-answers';
import { cataloguePaths, comparePath } from '../paths';

/**
 * /compare?ids=a,b,c (issue 22): up to three cars side by side. The address is the whole state, so a link
 * shows the same comparison to anyone; the server renders it with the cars. The shopper's own choice (the
 * compare bar) only leads here.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const { ids, dropped } = readCompareIds(params);
  const answers = useComparedCarAnswers(ids);
  const cars = answers.flatMap((answer) => (answer.status === 'found' ? [answer.car] : []));
  const missing = answers.filter((answer) => answer.status === 'missing');
  const failed = answers.find((answer) => answer.status === 'failed');
  const loading = answers.some((answer) => answer.status === 'loading');
  usePageTitle(compareTitle(cars));
  // Empty on the server and while the page hydrates (the shopper's own choice is the browser's).
  const chosen = useComparedCars();
  // Removing a car here takes it out of the shopper's own choice too, when it is there.
  const uncompare = (id: string) => setCompared(chosen.filter((car) => car._id !== id));

  const without = (id: string) => comparePath(ids.filter((other) => other !== id));

  return (
    <>
      <PageHeader
        eyebrow="Compare"
        title="Compare cars"
        lead="Price, specifications and stock side by side, with the differences marked."
        size="compact"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
        {dropped > 0 ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            This link names {ids.length + dropped} cars. A comparison holds up to {MAX_COMPARED}, so it shows
            the first {MAX_COMPARED}.
          </p>
        ) : null}
        {missing.length > 0 ? (
          <section
            aria-labelledby="compare-missing-heading"
            className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
          >
            <h2 id="compare-missing-heading" className="font-semibold text-slate-900">
              {missing.length === 1 ? 'One car was not found' : `${missing.length} cars were not found`}
            </h2>
            <p>It may have been sold or removed from our catalogue, or the link is incomplete.</p>
            <ul className="grid gap-1">
              {missing.map(({ id }) => (
                <li key={id} className="flex flex-wrap items-center gap-x-3">
                  <span className="min-w-0 break-all">
                    Not found: <code className="font-mono text-slate-900">{id}</code>
                  </span>
                  <Link
                    to={without(id)}
                    className="rounded-sm text-brand-700 underline-offset-4 hover:underline"
                  >
                    Remove from the comparison
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {failed?.status === 'failed' ? (
          <ErrorPanel
            title="We couldn't load the cars to compare"
            message={errorMessage(failed.error)}
            onRetry={failed.retry}
            retrying={failed.retrying}
          />
        ) : loading ? (
          <CompareSkeleton columns={ids.length} />
        ) : cars.length > 0 ? (
          <CompareTable cars={cars} removePath={without} onRemove={uncompare} />
        ) : (
          <NothingToCompare named={ids.length > 0} chosen={chosen} />
        )}

        {cars.length > 0 && !loading ? (
          <div className="flex flex-wrap gap-3">
            {cars.length < MAX_COMPARED ? (
              <ButtonLink to={cataloguePaths.catalogue} variant="outline">
                <PlusIcon aria-hidden="true" />
                Add a car
              </ButtonLink>
            ) : null}
            <CopyLinkButton />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The address is the comparison: copying it shares it. */
function CopyLinkButton() {
  const copy = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => notify.success('Link copied'),
      () => notify.error('The link could not be copied: copy it from the address bar.'),
    );
  };
  return (
    <Button type="button" variant="outline" onClick={copy}>
      <LinkIcon aria-hidden="true" />
      Copy link
    </Button>
  );
}

/** No car to show: the way to choose some, or the shopper's own choice when the address names none. */
function NothingToCompare({ named, chosen }: { named: boolean; chosen: readonly ComparedCar[] }) {
  return (
    <EmptyState icon={ArrowLeftRightIcon} title={named ? 'No car to compare' : 'No cars to compare yet'}>
      <p className="max-w-md text-sm text-slate-600">
        Choose up to {MAX_COMPARED} cars with Compare on the catalogue or on a car's page, then open the
        comparison from the bar at the bottom of the screen.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {chosen.length > 0 ? (
          <ButtonLink to={comparePath(chosen.map((car) => car._id))}>
            Compare your {chosen.length === 1 ? 'chosen car' : `${chosen.length} chosen cars`}
          </ButtonLink>
        ) : null}
        <ButtonLink to={cataloguePaths.catalogue} variant="outline">
          Browse cars
        </ButtonLink>
      </div>
    </EmptyState>
  );
}

function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <div role="status" className="grid gap-4" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      <span className="sr-only">Loading the cars…</span>
      {Array.from({ length: columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={index} className="grid gap-3">
          <Skeleton className="aspect-[16/10] w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-40 w-full" />
        </div>
      ))}
    </div>
  );
}
