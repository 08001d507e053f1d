import { ArrowRightIcon, InboxIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useEnquiriesQuery } from './api';
import { enquiryPaths } from './paths';

/**
 * The admin overview's count of enquiries nobody has answered yet (issue 22), linking to them. The count is
 * the list's `meta.total` with `status=new`: no endpoint of its own.
 */
export function NewEnquiries() {
  const { data, isError } = useEnquiriesQuery({ status: 'new', limit: 1 });
  const count = data?.meta?.total;
  if (isError) return null; // the overview's figures already say when the server is unwell
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to={`${enquiryPaths.dashboardEnquiries}?status=new`}
      className={cn(
        'flex items-center gap-3 rounded-xl border p-4 text-sm shadow-sm transition-colors',
        waiting
          ? 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100'
          : 'border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:bg-brand-50',
      )}
    >
      <InboxIcon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">
        {count === undefined ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <>
            <strong className="text-base">{count.toLocaleString('en-US')}</strong>{' '}
            {count === 1 ? 'new enquiry is' : 'new enquiries are'} waiting for an answer
          </>
        )}
      </span>
      <span className="flex items-center gap-1 font-semibold">
        Enquiries <ArrowRightIcon aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
