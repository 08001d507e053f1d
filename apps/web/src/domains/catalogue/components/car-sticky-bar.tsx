import type { Car } from '@carshop/contract/car';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { useCarActions } from '../car-actions';

/**
 * The car page's sticky bar on a phone (issue 32): the price and the main action stay in reach once the page's own
 * action has scrolled out of view. Shown only then (so a screen reader or a test meets one Add to Cart at a time),
 * and never at 768 px and wider, where the action sits beside the gallery. While shown, the page's bottom gets
 * the bar's height as padding, so the bar never covers the end of the page (the footer's last line included).
 */
export function CarStickyBar({ car, watched }: { car: Car; watched: RefObject<HTMLElement | null> }) {
  const actions = useCarActions();
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = watched.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);

  useEffect(() => {
    const height = shown ? bar.current?.offsetHeight : undefined;
    if (!height) return;
    const body = document.body.style;
    body.paddingBottom = `${height}px`;
    return () => {
      body.paddingBottom = '';
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      data-slot="car-sticky-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:hidden"
    >
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm text-slate-700">
          {car.year} {car.brand} {car.model}
        </span>
        <span className="text-lg font-bold text-brand-700">{formatMoney(car.price, 'detail')}</span>
      </div>
      <div className="shrink-0">{actions.bar(car)}</div>
    </div>
  );
}
