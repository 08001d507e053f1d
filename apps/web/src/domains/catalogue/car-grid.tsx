import type { Car } from '@carshop/contract/car';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { CarCard } from './components/car-card';

type CarGridProps = { cars: readonly Car[] } & React.ComponentProps<'ul'>;

/** Cars in 1, 2 or 3 columns (small, medium, large screens; spec §2), each with the app's car actions. */
export function CarGrid({ cars, className, ...props }: CarGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3', className)} {...props}>
      {cars.map((car) => (
        <li key={car._id}>
          <CarCard car={car} />
        </li>
      ))}
    </ul>
  );
}
