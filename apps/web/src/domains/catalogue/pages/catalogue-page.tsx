import { CATALOGUE_PAGE_SIZE, MAX_PRICE } from '@carshop/contract/constants';
import { SearchXIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { usePopoverOpen } from '@/lib/use-popover-open';
import { useGetCarFacetsQuery, useGetCarsQuery } from '../api';
import { useCarActions } from '../car-actions';
import { CarGrid } from '../car-grid';
import { CarGridSkeleton } from '../car-grid-skeleton';
import { CatalogueFiltersForm } from '../components/catalogue-filters-form';
import { CataloguePagination } from '../components/catalogue-pagination';
import { CatalogueToolbar, FILTERS_PANEL_ID } from '../components/catalogue-toolbar';
import { HiddenCarsNotice } from '../components/hidden-cars-notice';
import { countActiveFilters, toCarQuery, toFacetsQuery, writeFilters } from '../filters';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';

/**
 * A card's width: a third of the column beside the filters from 1280 px, half of it from 1024 px (18rem + gaps),
 * half the page from 768 px, else the page.
 */
const CATALOGUE_CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 26rem) / 2), (min-width: 768px) 47vw, 94vw';

export function CataloguePage() {
  usePageTitle('Products');
  const { filters, updateFilters, goToPage, resetFilters } = useCatalogueFilters();
  const actions = useCarActions();
  // While the next page or filter loads, `data` still holds the previous results, which stay on screen.
  const query = useGetCarsQuery(toCarQuery(filters));
  const { data: facets } = useGetCarFacetsQuery(toFacetsQuery(filters));
  const { data, isLoading, isFetching, isError } = query;
  const resultsRef = useRef<HTMLElement>(null);
  // The filters' popover below 1024 px: whether it is open (for the Filters button), and closing it.
  const filtersPanel = usePopoverOpen<HTMLElement>();

  const cars = data?.data ?? [];
  const total = data?.meta?.total ?? cars.length;
  const totalPages = data?.meta?.totalPage ?? 1;

  // A shared link can point past the last page (cars sold since): show the last page instead.
  useEffect(() => {
    if (!isFetching && data?.meta && data.meta.totalPage > 0 && filters.page > data.meta.totalPage) {
      goToPage(data.meta.totalPage, { replace: true });
    }
  }, [isFetching, data, filters.page, goToPage]);

  const changePage = (page: number) => {
    goToPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const first = (filters.page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = Math.min(first + cars.length - 1, total);

  const showLabel = isFetching ? 'Counting cars…' : `Show ${total} ${total === 1 ? 'car' : 'cars'}`;

  return (
    <>
      <PageHeader
        eyebrow="Our inventory"
        title="All Products"
        lead="Search our full range of sedans, SUVs, trucks, coupes and convertibles, and narrow it down by category, price, fuel, gearbox, year and mileage."
        size="compact"
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8 lg:pt-10">
        {/* Below 1024 px a sheet from the right (a native popover: it opens before the app has run), beside the
            results above. */}
        <aside
          ref={filtersPanel.ref}
          id={FILTERS_PANEL_ID}
          popover="auto"
          aria-labelledby="filters-heading"
          className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[22rem] max-w-[90vw] overflow-y-auto border-0 border-l border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 lg:static lg:block lg:h-auto lg:w-auto lg:max-w-none lg:self-start lg:overflow-visible lg:rounded-xl lg:border lg:shadow-sm"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
              Filters
            </h2>
            <Button
              variant="ghost"
              size="icon"
              popoverTarget={FILTERS_PANEL_ID}
              popoverTargetAction="hide"
              aria-label="Close filters"
              className="lg:hidden"
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
          <CatalogueFiltersForm
            idPrefix="filter"
            filters={filters}
            facets={facets?.data}
            onChange={updateFilters}
            onReset={resetFilters}
            onSubmit={filtersPanel.close}
            submitLabel={showLabel}
          />
        </aside>

        <section
          ref={resultsRef}
          aria-labelledby="results-heading"
          className="flex min-w-0 scroll-mt-24 flex-col gap-4"
        >
          <CatalogueToolbar
            searchTerm={filters.searchTerm}
            sort={filters.sort}
            activeFilters={countActiveFilters(filters)}
            onChange={updateFilters}
            filtersOpen={filtersPanel.open}
          />
          {/* On a phone "Save this search" sits beside the heading and the count goes below, so the first car
              still shows on the first screen; from `sm` all three share one line. */}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="results-heading" className="mr-auto text-xl font-bold text-slate-900">
              Cars for sale
            </h2>
            <p
              aria-live="polite"
              className="order-last w-full text-sm text-slate-600 sm:order-none sm:w-auto"
            >
              {data && !isError && cars.length > 0 ? `Showing ${first}–${last} of ${total} cars` : ''}
            </p>
            {actions.saveSearch(writeFilters({ ...filters, page: 1 }).toString())}
          </div>

          {data && !isError ? (
            <HiddenCarsNotice
              count={data.meta?.aboveMaxPrice ?? 0}
              maxPrice={filters.maxPrice}
              onShow={() => updateFilters({ maxPrice: MAX_PRICE })}
            />
          ) : null}

          <QueryState
            query={query}
            data={data?.data}
            skeleton={<CarGridSkeleton count={CATALOGUE_PAGE_SIZE} />}
            errorTitle="We couldn't load the cars."
            empty={
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
                <SearchXIcon className="size-10 text-slate-400" aria-hidden="true" />
                <p className="text-xl font-semibold text-slate-900">No Product Found</p>
                <p className="max-w-md text-sm text-slate-600">
                  Try another search term, a different category or a wider price range.
                </p>
                <Button variant="outline" onClick={resetFilters}>
                  Clear filters
                </Button>
              </div>
            }
          >
            {(list) => (
              <CarGrid
                cars={list}
                imageSizes={CATALOGUE_CARD_SIZES}
                priorityFirst
                besideSidebar
                aria-busy={isFetching}
                className={cn('transition-opacity', isFetching && 'opacity-60')}
              />
            )}
          </QueryState>

          {!isLoading && !isError && cars.length > 0 ? (
            <CataloguePagination
              page={filters.page}
              totalPages={totalPages}
              busy={isFetching}
              onPageChange={changePage}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
