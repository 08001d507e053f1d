import { ArrowRightIcon } from 'lucide-react';
import { carCardActionClass } from '@/components/car/car-card';
import { CarGridSkeleton } from '@/components/car/car-card-skeleton';
import { CarGrid } from '@/components/car/car-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorPanel } from '@/components/ui/error-panel';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { useGetCarsQuery } from '@/features/catalogue/api';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { HomeSection } from './home-section';

/** Spec §9: the home page features the first 6 cars of the list and shows 6 skeleton cards meanwhile. */
const FEATURED_COUNT = 6;
/** The query behind the section; the server runs the same one before rendering the home page. */
export const FEATURED_CARS_QUERY = { sort: 'createdAt', page: 1, limit: FEATURED_COUNT } as const;

export function FeaturedCars() {
  const { data, isLoading, isError, isFetching, error, refetch } = useGetCarsQuery(FEATURED_CARS_QUERY);
  const cars = (data?.data ?? []).slice(0, FEATURED_COUNT);
  return (
    <HomeSection
      id="featured-cars"
      eyebrow="Just arrived"
      title="Featured Cars"
      lead="Hand-picked cars from our latest arrivals, inspected and ready to drive."
      className="bg-slate-50"
      action={
        <ButtonLink to={paths.catalogue} variant="outline">
          View All
          <ArrowRightIcon aria-hidden="true" />
        </ButtonLink>
      }
    >
      {isLoading ? (
        <CarGridSkeleton count={FEATURED_COUNT} />
      ) : isError ? (
        <ErrorPanel
          title="We couldn't load the featured cars."
          message={errorMessage(error)}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : cars.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          New cars are on their way. Check back soon.
        </p>
      ) : (
        <CarGrid
          cars={cars}
          renderActions={(car) => <AddToCartButton car={car} variant="card" className={carCardActionClass} />}
        />
      )}
    </HomeSection>
  );
}
