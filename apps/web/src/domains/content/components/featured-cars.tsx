import { QueryState } from '@/components/ui/query-state';
import { useGetCarsQuery } from '@/domains/catalogue/api';
import { CarGrid } from '@/domains/catalogue/car-grid';
import { CarGridSkeleton } from '@/domains/catalogue/car-grid-skeleton';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { HomeSection } from './home-section';

/** Spec §9: the home page features the first 6 cars of the list and shows 6 skeleton cards meanwhile. */
const FEATURED_COUNT = 6;
/** The query behind the section; the server runs the same one before rendering the home page. */
export const FEATURED_CARS_QUERY = { sort: 'createdAt', page: 1, limit: FEATURED_COUNT } as const;

export function FeaturedCars() {
  const query = useGetCarsQuery(FEATURED_CARS_QUERY);
  return (
    <HomeSection
      id="featured-cars"
      eyebrow="Just arrived"
      title="Featured Cars"
      lead="Hand-picked cars from our latest arrivals, inspected and ready to drive."
      className="bg-slate-50"
      viewAll={{ to: cataloguePaths.catalogue, label: 'View All' }}
    >
      <QueryState
        query={query}
        data={query.data?.data.slice(0, FEATURED_COUNT)}
        skeleton={<CarGridSkeleton count={FEATURED_COUNT} />}
        errorTitle="We couldn't load the featured cars."
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            New cars are on their way. Check back soon.
          </p>
        }
      >
        {(cars) => <CarGrid cars={cars} />}
      </QueryState>
    </HomeSection>
  );
}
