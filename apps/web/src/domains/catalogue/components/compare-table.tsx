import type { Car } from '@carshop/contract/car';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CarImage } from '../car-image';
import { type ComparisonRow, comparisonRows } from '../comparison';
import { productPath } from '../paths';
import { StockBadge } from './stock-badge';

/** A column's width: about a third of the page beside the labels; on phones about 8rem. */
export const COMPARE_IMAGE_SIZES = '(min-width: 1280px) 340px, (min-width: 640px) 27vw, 50vw';

/**
 * The table scrolls inside itself when it is wider than the screen (three cars on a phone), never the page:
 * 8rem per car beside labels of 6.5rem (two cars fit a 390 px phone, the labels stay in view).
 */
const MIN_WIDTH = ['', 'min-w-[14.5rem]', 'min-w-[22.5rem]', 'min-w-[30.5rem]'] as const;

const DIFFERS_BADGE =
  'inline-block w-fit rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-900';

type CompareTableProps = {
  cars: readonly Car[];
  /** The address without this car (its Remove link), and what else removing it does. */
  removePath: (id: string) => string;
  onRemove: (id: string) => void;
};

/** The cars side by side (issue 22): picture and name, then a row per fact; rows where they differ are marked. */
export function CompareTable({ cars, removePath, onRemove }: CompareTableProps) {
  const rows = comparisonRows(cars);
  return (
    <div className="grid gap-3">
      {cars.length > 1 ? (
        <p className="text-sm text-slate-600">
          <span className={DIFFERS_BADGE}>Differs</span> marks a row where the cars are not the same.
        </p>
      ) : null}
      {/* A region named by the table's caption, focusable so a keyboard can scroll it sideways. */}
      <section
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways, so keyboard users must reach it
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0"
      >
        <table className={cn('w-full table-fixed border-collapse text-sm', MIN_WIDTH[cars.length])}>
          <caption id="compare-caption" className="sr-only">
            The cars compared: price, specifications and stock
          </caption>
          <colgroup>
            <col className="w-[6.5rem] sm:w-44" />
            {cars.map((car) => (
              <col key={car._id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 bg-white" />
              {cars.map((car) => {
                const name = `${car.brand} ${car.model}`;
                return (
                  <th key={car._id} scope="col" className="p-2 text-left align-top font-normal sm:p-4">
                    <CarImage
                      src={car.image}
                      alt=""
                      sizes={COMPARE_IMAGE_SIZES}
                      priority
                      className="rounded-lg"
                    />
                    <Link
                      to={productPath(car._id)}
                      className="mt-2 block rounded-sm text-base leading-snug font-bold text-slate-900 hover:text-brand-700"
                    >
                      {name}
                    </Link>
                    <Link
                      to={removePath(car._id)}
                      onClick={() => onRemove(car._id)}
                      aria-label={`Remove ${name} from the comparison`}
                      className="mt-1 inline-block rounded-sm text-sm text-brand-700 underline-offset-4 hover:underline"
                    >
                      Remove
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 border-t border-slate-200">
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 p-2 text-left align-top font-medium text-slate-700 sm:px-4 sm:py-3',
                    row.differs ? 'bg-amber-50' : 'bg-white',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {row.label}
                    {row.differs ? <span className={DIFFERS_BADGE}>Differs</span> : null}
                  </span>
                </th>
                {cars.map((car, index) => (
                  <td
                    key={car._id}
                    className={cn(
                      'p-2 align-top font-semibold text-slate-900 sm:px-4 sm:py-3',
                      row.key === 'vin' ? 'break-all' : 'break-words',
                      row.differs && 'bg-amber-50',
                    )}
                  >
                    <Cell row={row} car={car} text={row.texts[index] ?? ''} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Cell({ row, car, text }: { row: ComparisonRow; car: Car; text: string }) {
  if (row.key === 'stock')
    return <StockBadge inStock={car.inStock && car.quantity > 0} quantity={car.quantity} />;
  if (row.key === 'price') return <span className="text-base font-bold">{text}</span>;
  return text;
}
