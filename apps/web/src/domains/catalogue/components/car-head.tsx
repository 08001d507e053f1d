import type { Car } from '@carshop/contract/car';
import { Badge } from '@/components/ui/badge';
import { formatMileage } from '@/lib/units';
import { CarPrice } from './car-price';
import { MonthlyEstimate } from './monthly-estimate';
import { PriceReducedNote } from './price-drop';
import { StockBadge } from './stock-badge';

/**
 * The car page's head (issue 32): what a buyer decides on, together and first, above the gallery on a phone:
 * the year, brand and model, the mileage (and drivetrain when given), the price and the monthly estimate.
 */
export function CarHead({ car }: { car: Car }) {
  return (
    <div data-slot="car-head" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{car.category}</Badge>
        <StockBadge inStock={car.inStock} />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {car.brand} <span className="text-slate-700">{car.model}</span>
      </h1>
      <p data-slot="car-head-facts" className="flex flex-wrap gap-x-2 text-base text-slate-700">
        <span>{car.year}</span>
        <span aria-hidden="true">·</span>
        <span>{formatMileage(car.mileage)}</span>
        {car.drivetrain ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{car.drivetrain}</span>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <CarPrice price={car.price} surface="detail" className="text-3xl text-brand-700!" />
        <MonthlyEstimate carId={car._id} price={car.price} surface="detail" className="text-base" />
      </div>
      <PriceReducedNote car={car} surface="detail" />
    </div>
  );
}
