import type { Car } from '@carshop/contract/car';
import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { formatMileage } from '@/lib/units';
import { carCardActionClass, useCarActions } from '../car-actions';
import { CarImage } from '../car-image';
import { productPath } from '../paths';
import { CarPrice } from './car-price';
import { CompareButton } from './compare-button';
import { MonthlyEstimate } from './monthly-estimate';
import { PriceDropMark } from './price-drop';
import { StockBadge } from './stock-badge';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 94vw';

type CarCardProps = {
  car: Car;
  headingLevel?: 2 | 3;
  /** The picture's `sizes` where the grid is narrower than the page (the catalogue's, beside its filters). */
  imageSizes?: string;
  /** The page's first card, on the first screen: its picture loads at once, with high priority. */
  priority?: boolean;
};

/**
 * One car in a grid (spec §2 "Car card"). The actions slide in over the photo on hover and on keyboard
 * focus, and are always shown on touch screens and phone widths, where there is no hover.
 */
export function CarCard({ car, headingLevel = 3, imageSizes = CARD_SIZES, priority = false }: CarCardProps) {
  const actions = useCarActions();
  const Heading = `h${headingLevel}` as const;
  const detailPath = productPath(car._id);
  return (
    <article
      data-slot="car-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg"
    >
      <div className="relative overflow-hidden">
        <CarImage
          src={car.image}
          alt={`${car.brand} ${car.model}`}
          sizes={imageSizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-bold text-slate-900">
          <Link to={detailPath} className="tap-area rounded-sm hover:text-brand-700">
            {car.brand} {car.model}
          </Link>
        </Heading>
        {/* The facts buyers sort by (issue 32): year and mileage beside the category. */}
        <p
          data-slot="car-facts"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600"
        >
          <Badge>{car.category}</Badge>
          <span>{car.year}</span>
          <span aria-hidden="true">·</span>
          <span>{formatMileage(car.mileage)}</span>
        </p>
        <p className="line-clamp-2 text-sm text-slate-600">{car.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <StockBadge inStock={car.inStock} quantity={car.quantity} />
          <div className="flex flex-col items-end gap-0.5">
            <PriceDropMark car={car} />
            <CarPrice price={car.price} surface="catalogue" className="text-lg" />
            <MonthlyEstimate carId={car._id} price={car.price} surface="catalogue" />
          </div>
        </div>
      </div>
      {/* Phones: a row under the text. Wider screens: over the photo, shown on hover or keyboard focus. */}
      <div className="flex gap-2 px-5 pb-5 *:flex-1 sm:absolute sm:inset-x-0 sm:top-0 sm:aspect-[16/10] sm:flex-wrap sm:content-end sm:items-end sm:justify-center sm:bg-linear-to-t sm:from-slate-950/70 sm:via-transparent sm:p-4 sm:opacity-0 sm:transition-opacity sm:*:flex-none sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 [@media(hover:none)]:opacity-100">
        <ButtonLink
          to={detailPath}
          aria-label={`View Details: ${car.brand} ${car.model}`}
          variant="outline"
          className={carCardActionClass}
        >
          <EyeIcon aria-hidden="true" />
          View Details
        </ButtonLink>
        {actions.card(car)}
      </div>
      <div className="absolute top-3 left-3 z-10">{actions.cardCorner(car)}</div>
      {/* On the photo's corner, above the actions' overlay; last, so it comes after them from the keyboard. */}
      <CompareButton car={car} className="absolute top-3 right-3 z-10 shadow-md" />
    </article>
  );
}
