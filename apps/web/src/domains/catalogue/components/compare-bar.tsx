import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { type ComparedCar, MAX_COMPARED, setCompared } from '../compare-list';
import { comparePath } from '../paths';

/**
 * The chosen cars along the bottom of the public pages (issue 22): each with its remove button, Clear, and the
 * link to the compare page. It sits at the end of the page and sticks to the bottom of the screen, so it
 * never covers the footer's last line.
 */
export function CompareBar({ cars }: { cars: readonly ComparedCar[] }) {
  return (
    <aside
      aria-label="Cars to compare"
      data-slot="compare-bar"
      className="sticky bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6 lg:px-8">
        <p className="text-sm font-semibold text-slate-900 max-sm:flex-1">
          Compare{' '}
          <span className="font-normal text-slate-600">
            ({cars.length} of {MAX_COMPARED})
          </span>
        </p>
        <ul className="order-last flex w-full min-w-0 gap-2 overflow-x-auto sm:order-none sm:w-auto sm:flex-1 sm:flex-wrap">
          {cars.map((car) => {
            const name = `${car.brand} ${car.model}`;
            return (
              <li
                key={car._id}
                className="flex shrink-0 items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-900"
              >
                <span className="max-w-40 truncate">{name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="rounded-full! hover:bg-slate-200!"
                  aria-label={`Remove ${name} from the comparison`}
                  onClick={() => setCompared(cars.filter((other) => other._id !== car._id))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setCompared([])}>
            Clear
          </Button>
          <ButtonLink to={comparePath(cars.map((car) => car._id))} size="sm">
            Compare cars
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
