import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { InboxIcon } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useEnquiriesQuery } from '../api';
import { CUSTOMER_ENQUIRY_COLUMNS } from '../components/enquiry-columns';

/** /dashboard/my-enquiries (issue 22): the questions and test drives a customer sent while signed in. */
export function MyEnquiriesPage() {
  usePageTitle('My Enquiries');
  const [page, setPage] = usePageParam();
  const query = useEnquiriesQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);
  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="My Enquiries"
        lead="Your questions, test-drive requests and messages to the shop, and whether we have answered."
      />
      <DataTable
        columns={CUSTOMER_ENQUIRY_COLUMNS}
        query={query}
        rows={query.data?.data}
        rowKey={(enquiry) => enquiry._id}
        caption="Your enquiries, newest first"
        loadingLabel="Loading your enquiries"
        failure="Your enquiries could not be loaded."
        layout="cards"
        empty={
          <EmptyState icon={InboxIcon} title="No enquiries yet">
            <p className="text-sm text-slate-600">
              Ask about a car or book a test drive from its page while signed in, and it shows here.
            </p>
          </EmptyState>
        }
        pager={{ page, meta, noun: 'enquiries', onPageChange: setPage }}
      />
    </div>
  );
}
