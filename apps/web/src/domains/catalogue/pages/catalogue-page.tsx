import { CATALOGUE_PAGE_SIZE, MAX_PRICE } from '@carshop/contract/constants';
import { SearchXIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetCarsQuery } from '../api';
import { CarGrid } from '../car-grid';
import { CarGridSkeleton } from '../car-grid-skeleton';
import { CatalogueFiltersForm } from '../components/catalogue-filters-form';
import { CataloguePagination } from '../components/catalogue-pagination';
import { HiddenCarsNotice } from '../components/hidden-cars-notice';
import { toCarQuery } from '../filters';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';

export function CataloguePage() {
  usePageTitle('Products');
  const { filters, updateFilters, goToPage, resetFilters } = useCatalogueFilters();
  // While the next page or filter loads, `data` still holds the previous results, which stay on screen.
  const query = useGetCarsQuery(toCarQuery(filters));
  const { data, isLoading, isFetching, isError } = query;
  const resultsRef = useRef<HTMLElement>(null);

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

  return (
    <>
      <PageHeader
        eyebrow="Our inventory"
        title="All Products"
        lead="Search our full range of sedans, SUVs, trucks, coupes and convertibles, and narrow it down by category and price."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <CatalogueFiltersForm filters={filters} onChange={updateFilters} onReset={resetFilters} />

        <section
          ref={resultsRef}
          aria-labelledby="results-heading"
          className="flex scroll-mt-24 flex-col gap-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-xl font-bold text-slate-900">
              Cars for sale
            </h2>
            <p aria-live="polite" className="text-sm text-slate-600">
              {data && !isError && cars.length > 0 ? `Showing ${first}–${last} of ${total} cars` : ''}
            </p>
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
