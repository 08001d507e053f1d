import type { ReactNode } from 'react';

/**
 * The looks a page's section takes, each a section's classes and its heading's: `band` (a part of a page under
 * a rule: similar cars, the finance calculator), `card` and `roomy-card` (a white card: the order summary, the
 * checkout's details), `part` (a part of a car's details: its specifications, its description), `panel` (a card whose heading is for
 * screen readers only: the profile).
 */
const LOOKS = {
  band: {
    section: 'flex flex-col gap-5 border-t border-slate-200 pt-8',
    heading: 'text-2xl font-bold tracking-tight text-slate-900',
  },
  card: {
    section: 'grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
    heading: 'text-xl font-semibold text-slate-900',
  },
  'roomy-card': {
    section: 'grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
    heading: 'text-xl font-semibold text-slate-900',
  },
  part: { section: 'flex flex-col gap-2', heading: 'text-lg font-semibold text-slate-900' },
  panel: { section: 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm', heading: 'sr-only' },
} as const;

/** A section named by its heading (`aria-labelledby`), in one of the shop's looks. */
export function HeadedSection({
  look,
  headingId,
  title,
  id,
  children,
}: {
  look: keyof typeof LOOKS;
  headingId: string;
  title: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={LOOKS[look].section}>
      <h2 id={headingId} className={LOOKS[look].heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
