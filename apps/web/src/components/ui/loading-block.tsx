import type * as React from 'react';

/**
 * Placeholders while something loads: screen readers hear `label` once ("Loading the charts"), the placeholders
 * themselves (skeletons) are hidden from them.
 */
export function LoadingBlock({ label, children, ...props }: React.ComponentProps<'div'> & { label: string }) {
  return (
    <div aria-busy="true" {...props}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}
