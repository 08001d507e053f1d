import type { Car } from '@carshop/contract/car';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { CarCard } from './car-card';

type CarGridProps = {
  cars: readonly Car[];
  /** Extra actions of each card, next to View Details (e.g. Add to Cart). */
  renderActions?: (car: Car) => React.ReactNode;
} & React.ComponentProps<'ul'>;

/** Cars in 1, 2 or 3 columns (small, medium, large screens; spec §2). */
export function CarGrid({ cars, renderActions, className, ...props }: CarGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3', className)} {...props}>
      {cars.map((car) => (
        <li key={car._id}>
          <CarCard car={car} actions={renderActions?.(car)} />
        </li>
      ))}
    </ul>
  );
}
