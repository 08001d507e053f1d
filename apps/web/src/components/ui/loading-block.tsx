import type * as React from 'react';
import { Skeleton } from './skeleton';

/**
 * Placeholders while something loads: screen readers hear `label` once ("Loading the charts"), the placeholders
 * themselves (skeletons) are hidden from them. `skeletons` draws one Skeleton for each class list given, in order
 * (the usual case); `children` draws anything else.
 */
export function LoadingBlock({
  label,
  skeletons = [],
  children,
  ...props
}: React.ComponentProps<'div'> & { label: string; skeletons?: readonly string[] }) {
  return (
    <div aria-busy="true" {...props}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {skeletons.map((className, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders, never reordered
        <Skeleton key={index} className={className} />
      ))}
      {children}
    </div>
  );
}
