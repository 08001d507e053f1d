import type { Car } from '@carshop/contract/car';
import { useRef } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { EnquiryButtons } from '@/domains/enquiries/enquiry-buttons';
import { formatMileage } from '@/lib/units';
import { useCarActions } from '../car-actions';
import { drivetrainText } from '../car-facts';
import { CarGallery } from './car-gallery';
import { CarHead } from './car-head';
import { CarStickyBar } from './car-sticky-bar';
import { CompareButton } from './compare-button';

/**
 * The specifications table's rows (issue 21): the VIN only when known, the colour when given; the features
 * (issue 32) each when given.
 */
function specificationsOf(car: Car): [string, string][] {
  const given = (label: string, value: string | number | null): [string, string][] =>
    value === null ? [] : [[label, String(value)]];
  return [
    ['Mileage', formatMileage(car.mileage)],
    ['Fuel', car.fuelType],
    ['Transmission', car.transmission],
    ...given('Drivetrain', car.drivetrain && drivetrainText(car.drivetrain)),
    ...given('Seats', car.seats),
    ...given('Doors', car.doors),
    ['Condition', car.condition],
    ...given('Color', car.color),
    ...given('VIN', car.vin),
  ];
}

/** Everything the detail page shows about one car (spec §2 "Product detail"). */
export function CarDetails({ car }: { car: Car }) {
  const actions = useCarActions();
  const facts = [
    { label: 'Category', value: car.category },
    { label: 'Release Date', value: String(car.year) },
    { label: 'Quantity', value: String(car.quantity) },
  ];
  const actionsRow = useRef<HTMLDivElement>(null);
  return (
    // On a phone the head comes first, then the gallery, then the rest; wider, the gallery takes the left column
    // and the head tops the right one (one h1, in reading order either way).
    <>
      <article className="grid gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-5">
        <div className="md:col-start-2 md:row-start-1">
          <CarHead car={car} />
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <CarGallery images={car.images} name={`${car.brand} ${car.model}`} />
        </div>
        <div className="flex flex-col gap-5 md:col-start-2 md:row-start-2">
          <div ref={actionsRow} className="grid gap-3 sm:flex sm:flex-wrap sm:items-start">
            {actions.detail(car)}
            <CompareButton car={car} size="lg" />
          </div>
          <EnquiryButtons car={car} />
          <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-slate-50">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-1 px-4 py-3">
                <dt className="text-xs font-medium text-slate-600 uppercase">{fact.label}</dt>
                <dd className="font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <HeadedSection look="part" headingId="car-specifications-heading" title="Specifications">
            <table className="w-full text-sm">
              <tbody className="divide-y divide-slate-200">
                {specificationsOf(car).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-slate-600">
                      {label}
                    </th>
                    <td className="py-2 font-semibold break-all text-slate-900">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </HeadedSection>
          {car.equipment.length > 0 ? (
            <HeadedSection look="part" headingId="car-equipment-heading" title="Equipment">
              <ul className="flex flex-wrap gap-2">
                {car.equipment.map((item) => (
                  <li
                    key={item}
                    className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </HeadedSection>
          ) : null}
          <HeadedSection look="part" headingId="car-description-heading" title="Description">
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{car.description}</p>
          </HeadedSection>
        </div>
      </article>
      {/* Outside the article: the page's own Add to Cart stays the article's one. */}
      <CarStickyBar car={car} watched={actionsRow} />
    </>
  );
}
