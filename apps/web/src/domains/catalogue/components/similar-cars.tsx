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
    <section
      aria-labelledby="similar-cars-heading"
      className="flex flex-col gap-5 border-t border-slate-200 pt-8"
    >
      <h2 id="similar-cars-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Similar cars
      </h2>
      <CarGrid cars={cars} className="sm:grid-cols-2 md:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
