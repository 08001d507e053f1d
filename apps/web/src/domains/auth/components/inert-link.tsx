import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A link the specification shows without a destination (terms, privacy).
 * It looks like a link, stays focusable, and is announced as unavailable: a button with aria-disabled,
 * because an anchor that goes nowhere is not a valid link.
 */
export function InertLink({ className, children, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-disabled="true"
      className={cn(
        'cursor-not-allowed font-medium text-brand-700 underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
