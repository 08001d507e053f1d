import { useRef } from 'react';
import { COMMUNITY_STATS, type CommunityStat } from '@/content/stats';
import { formatAmount } from '@/lib/format';
import { useCountUp } from '../hooks/use-count-up';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/** The animated figure is hidden from assistive technology, which reads the final value instead. */
function StatFigure({ stat, reducedMotion }: { stat: CommunityStat; reducedMotion: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(ref, stat.value, reducedMotion);
  return (
    <div ref={ref} className="flex flex-col items-center gap-1 px-2 py-6 text-center sm:px-4">
      <dt className="order-2 text-sm font-medium tracking-wide text-brand-100 uppercase">{stat.label}</dt>
      <dd className="order-1 text-3xl font-extrabold text-white tabular-nums sm:text-5xl">
        <span aria-hidden="true">{formatAmount(value)}+</span>
        <span className="sr-only">{formatAmount(stat.value)}+</span>
      </dd>
    </div>
  );
}

/** Cars Listed, Active Users, Reviews, Cities, counted up when scrolled into view (spec §2). */
export function CommunityStats() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-800 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="stats-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Our Community in Numbers
          </h2>
          <p className="mt-3 text-lg text-brand-100">
            Drivers across the country trust us with their next car.
          </p>
        </div>
        <dl className="mt-10 grid grid-cols-2 divide-brand-600 lg:grid-cols-4 lg:divide-x">
          {COMMUNITY_STATS.map((stat) => (
            <StatFigure key={stat.label} stat={stat} reducedMotion={reducedMotion} />
          ))}
        </dl>
      </div>
    </section>
  );
}
