import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars, `rating` of them filled, read out as 'Rated N out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </p>
  );
}
