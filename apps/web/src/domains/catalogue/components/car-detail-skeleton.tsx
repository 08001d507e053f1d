import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the detail page while the car loads. */
export function CarDetailSkeleton() {
  return (
    <div role="status" className="grid gap-10 md:grid-cols-2">
      <span className="sr-only">Loading car details…</span>
      <Skeleton className="aspect-[16/10] w-full rounded-2xl!" />
      <div className="flex flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-5 w-24 rounded-full!" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-32 w-full rounded-xl!" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
