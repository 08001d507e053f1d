import { HeadedSection } from '@/components/ui/headed-section';
import { useGetSimilarCarsQuery } from '../api';
import { CarGrid } from '../car-grid';

/**
 * Under a car's details: up to four in-stock cars of the same category at the nearest prices, as cards (in the
 * server's HTML with the car). Nothing at all when there are none or they could not be loaded: it is a
 * suggestion, not the page's content.
 */
export function SimilarCars({ carId }: { carId: string }) {
  const { data } = useGetSimilarCarsQuery(carId);
  const cars = data?.data ?? [];
  if (cars.length === 0) return null;
  return (
    <HeadedSection look="band" headingId="similar-cars-heading" title="Similar cars">
      <CarGrid cars={cars} className="sm:grid-cols-2 md:grid-cols-2 lg:grid-cols-4" />
    </HeadedSection>
  );
}
