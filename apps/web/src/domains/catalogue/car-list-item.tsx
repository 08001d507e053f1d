import type { Car } from '@carshop/contract/car';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CarImage } from './car-image';
import { CarPrice } from './components/car-price';
import { StockBadge } from './components/stock-badge';
import { productPath } from './paths';

/**
 * A car as one item of a list outside the catalogue (saved cars): its picture, its name linking to its page, year
 * and category, its price and stock as they are now, and the caller's `actions` (Remove). A row from phone width
 * up; on a phone the picture sits beside the text and the actions go under it.
 */
export function CarListItem({ car, actions }: { car: Car; actions?: ReactNode }) {
  const name = `${car.brand} ${car.model}`;
  return (
    <article
      data-slot="car-list-item"
      className="grid grid-cols-[7rem_1fr] items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[10rem_1fr_auto]"
    >
      <Link to={productPath(car._id)} tabIndex={-1} aria-hidden="true" className="overflow-hidden rounded-lg">
        <CarImage src={car.image} alt="" sizes="160px" />
      </Link>
      <div className="grid min-w-0 gap-1">
        <h2 className="truncate text-base font-bold text-slate-900">
          <Link to={productPath(car._id)} className="rounded-sm hover:text-brand-700">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {car.year} · {car.category}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CarPrice price={car.price} surface="catalogue" />
          <StockBadge inStock={car.inStock} quantity={car.quantity} />
        </div>
      </div>
      {actions ? <div className="col-span-2 flex gap-2 sm:col-span-1">{actions}</div> : null}
    </article>
  );
}
