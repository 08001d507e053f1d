import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder with the shape of a car card, shown while cars load. */
function CarCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-[16/10] w-full rounded-none!" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-5 w-24 rounded-full!" />
          <Skeleton className="h-6 w-20" />
        </div>
      </div>
    </div>
  );
}

/** A grid of `count` skeleton cards with a screen-reader status. */
export function CarGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading cars…</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CarCardSkeleton key={index} />
      ))}
    </div>
  );
}
