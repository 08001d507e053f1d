import type { Car } from '@carshop/contract/car';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { CarCard } from './components/car-card';

type CarGridProps = {
  cars: readonly Car[];
  /** The cards' picture `sizes` (CarCard's default: a grid as wide as the page). */
  imageSizes?: string;
  /** The grid starts on the first screen: the first card's picture is the page's largest paint. */
  priorityFirst?: boolean;
  /**
   * The grid shares the row with a sidebar (the catalogue's filters from 1024 px): three columns only from 1280 px,
   * where a card is wide enough for its price and its two actions side by side.
   */
  besideSidebar?: boolean;
} & React.ComponentProps<'ul'>;

/** Cars in 1, 2 or 3 columns (small, medium, large screens; spec §2), each with the app's car actions. */
export function CarGrid({
  cars,
  imageSizes,
  priorityFirst = false,
  besideSidebar = false,
  className,
  ...props
}: CarGridProps) {
  return (
    <ul
      className={cn(
        'grid grid-cols-1 gap-6 md:grid-cols-2',
        besideSidebar ? 'xl:grid-cols-3' : 'lg:grid-cols-3',
        className,
      )}
      {...props}
    >
      {cars.map((car, index) => (
        <li key={car._id}>
          <CarCard car={car} imageSizes={imageSizes} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
