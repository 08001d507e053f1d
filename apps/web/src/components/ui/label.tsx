import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A native `<label>`: it names its control and focuses it on click by itself. Not Radix's Label primitive,
 * whose one addition (no text selection on double-click) would bring Radix's Primitive and Slot into the
 * home page's first load with the newsletter form (ADR 022).
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap their control
    <label data-slot="label" className={cn('text-sm font-medium text-slate-800', className)} {...props} />
  );
}
