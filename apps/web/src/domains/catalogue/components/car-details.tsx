import type { Car } from '@carshop/contract/car';
import { Badge } from '@/components/ui/badge';
import { useCarActions } from '../car-actions';
import { CarImage } from '../car-image';
import { CarPrice } from './car-price';
import { StockBadge } from './stock-badge';

/** The detail picture's `sizes` (the server preloads the same candidate the page will pick). */
export const DETAIL_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** Everything the detail page shows about one car (spec §2 "Product detail"). */
export function CarDetails({ car }: { car: Car }) {
  const actions = useCarActions();
  const facts = [
    { label: 'Category', value: car.category },
    { label: 'Release Date', value: String(car.year) },
    { label: 'Quantity', value: String(car.quantity) },
  ];
  return (
    <article className="grid gap-8 md:grid-cols-2 md:gap-12">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm">
        <CarImage src={car.image} alt={`${car.brand} ${car.model}`} sizes={DETAIL_IMAGE_SIZES} priority />
      </div>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{car.category}</Badge>
          <StockBadge inStock={car.inStock} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {car.brand} <span className="text-slate-700">{car.model}</span>
        </h1>
        <CarPrice price={car.price} surface="detail" className="text-3xl text-brand-700!" />
        {actions.detail(car)}
        <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-slate-50">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1 px-4 py-3">
              <dt className="text-xs font-medium text-slate-600 uppercase">{fact.label}</dt>
              <dd className="font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="car-description-heading" className="flex flex-col gap-2">
          <h2 id="car-description-heading" className="text-lg font-semibold text-slate-900">
            Description
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{car.description}</p>
        </section>
      </div>
    </article>
  );
}
