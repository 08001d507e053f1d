import { productPage } from '@carshop/contract/page-paths';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { type FeedsLeftOut, useFeedsLeftOutQuery } from '../api';

const FEEDS = [
  { key: 'google', name: "Google's vehicle listings", path: '/feeds/google-vehicle-listings.xml' },
  { key: 'meta', name: "Meta's automotive inventory", path: '/feeds/meta-automotive.csv' },
] as const;

/** The two feeds' addresses, and the settings a feed still waits for. */
function FeedList({ settingsMissing }: Pick<FeedsLeftOut, 'settingsMissing'>) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {FEEDS.map((feed) => {
        const missing = settingsMissing[feed.key];
        const address = `${window.location.origin}${feed.path}`;
        return (
          <li key={feed.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{feed.name}</p>
            {missing.length === 0 ? (
              <a className="mt-1 block break-all text-sm text-blue-700 underline" href={feed.path}>
                {address}
              </a>
            ) : (
              <p className="mt-1 text-sm text-amber-800">
                Off until the shop sets {missing.join(', ')} (see README, Vehicle feeds).
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** /dashboard/feeds (admins and inventory staff, issue 31): the feeds' addresses and the cars they leave out. */
export function FeedsPage() {
  usePageTitle('Vehicle feeds');
  const query = useFeedsLeftOutQuery();
  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Vehicle feeds"
        lead="Google and Meta read every car in stock from these addresses, updated as the cars change."
      />
      <QueryState
        query={query}
        data={query.data?.data}
        skeleton={
          <LoadingBlock label="Loading the feeds" className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </LoadingBlock>
        }
        failure="The feeds could not be checked."
        isEmpty={() => false}
      >
        {(feeds) => (
          <>
            <FeedList settingsMissing={feeds.settingsMissing} />
            <section aria-labelledby="left-out" className="grid gap-3">
              <h2 id="left-out" className="text-lg font-semibold text-slate-900">
                Cars left out{feeds.total > 0 ? ` (${feeds.total})` : ''}
              </h2>
              {feeds.total === 0 ? (
                <EmptyState icon={CircleCheck} title="Every car in stock is in the feeds" />
              ) : (
                <>
                  <p className="text-sm text-slate-600">
                    These cars are in stock but lack what the feeds require. Add it on the{' '}
                    <Link className="text-blue-700 underline" to={cataloguePaths.dashboardCars}>
                      Cars
                    </Link>{' '}
                    page and they join the feeds at once.
                  </p>
                  <ul className="grid gap-2">
                    {feeds.cars.map((car) => (
                      <li key={car._id} className="rounded-xl border border-slate-200 bg-white p-4">
                        <Link className="font-medium text-slate-900 underline" to={productPage(car._id)}>
                          {car.name}
                        </Link>
                        <p className="mt-1 text-sm text-slate-700">Lacks {car.missing.join(', ')}.</p>
                      </li>
                    ))}
                  </ul>
                  {feeds.total > feeds.cars.length ? (
                    <p className="text-sm text-slate-600">
                      The first {feeds.cars.length} of {feeds.total} are listed.
                    </p>
                  ) : null}
                </>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
