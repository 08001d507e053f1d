import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Round previous/next control for the home sliders; the label says what it does. */
export function CarouselButton({
  direction,
  className,
  ...props
}: React.ComponentProps<'button'> & { direction: 'previous' | 'next'; 'aria-label': string }) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      className={cn(
        'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:bg-slate-100 disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
