import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { earlyTap } from '@/lib/early-taps';

/**
 * Round previous/next control for the home sliders; the label says what it does. A tap before the slider has
 * hydrated is kept and done once it has (lib/early-taps.ts).
 */
export function CarouselButton({
  direction,
  className,
  ...props
}: React.ComponentProps<'button'> & { direction: 'previous' | 'next'; 'aria-label': string }) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      {...earlyTap(direction === 'previous' ? 'Going back a slide' : 'Going to the next slide')}
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
