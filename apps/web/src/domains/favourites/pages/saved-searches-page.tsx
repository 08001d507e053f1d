import type { SavedSearch } from '@carshop/contract/saved-search';
import { SearchIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardPage } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { formatAmount, formatDate } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { usePageTitle } from '@/lib/use-page-title';
import { AlertToggle } from '../alert-toggle';
import {
  useGetSavedSearchesQuery,
  useRemoveSavedSearchMutation,
  useUpdateSavedSearchMutation,
} from '../saved-searches-api';

const catalogueWith = (query: string) =>
  query ? `${cataloguePaths.catalogue}?${query}` : cataloguePaths.catalogue;

/** /dashboard/searches, "Saved searches" (issue 32): each with how many cars match it today. */
export function SavedSearchesPage() {
  usePageTitle('Saved searches');
  // Fresh on every visit: the counts change as cars come and go.
  const query = useGetSavedSearchesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <DashboardPage
      title="Saved searches"
      lead="Open a search to see the cars that match it today, or have new matches emailed to you."
    >
      <QueryState
        query={query}
        data={query.data?.data}
        failure="Your saved searches could not be loaded."
        skeleton={<SkeletonList label="Loading your saved searches" className="h-24 rounded-xl!" />}
        empty={
          <EmptyState icon={SearchIcon} title="No saved searches yet">
            <p className="text-sm text-slate-600">
              Filter the catalogue, then choose “Save this search” to find it here.
            </p>
            <ButtonLink to={cataloguePaths.catalogue} variant="outline">
              Browse cars
            </ButtonLink>
          </EmptyState>
        }
      >
        {(searches) => (
          <ul className="grid gap-3" aria-label="Saved searches">
            {searches.map((search) => (
              <li key={search._id}>
                <SavedSearchItem search={search} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardPage>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const [remove, removing] = useRemoveSavedSearchMutation();
  const [update, updating] = useUpdateSavedSearchMutation();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="truncate text-base font-semibold text-slate-900">{search.name}</h2>
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">{formatAmount(search.matching)}</strong>{' '}
          {search.matching === 1 ? 'car matches' : 'cars match'} today · saved {formatDate(search.createdAt)}
        </p>
        <AlertToggle
          label="Email me new matches"
          about={`for ${search.name}`}
          checked={search.alerts}
          saving={updating.isLoading ? updating.originalArgs?.alerts : undefined}
          onChange={(alerts) => mutateWithToast(update({ id: search._id, alerts }))}
        />
      </div>
      <div className="flex gap-2 *:flex-1 sm:*:flex-none">
        <ButtonLink to={catalogueWith(search.query)} size="sm">
          <SearchIcon aria-hidden="true" />
          Show cars<span className="sr-only"> for {search.name}</span>
        </ButtonLink>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={removing.isLoading}
          onClick={() => mutateWithToast(remove(search._id))}
        >
          <Trash2Icon aria-hidden="true" />
          Remove<span className="sr-only"> {search.name}</span>
        </Button>
      </div>
    </article>
  );
}
