import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@carshop/contract/enquiry';
import { InboxIcon } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { useDashboardList } from '@/lib/use-dashboard-list';
import { type ChoiceFilter, statusFilter } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useEnquiriesQuery } from '../api';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS } from '../components/enquiry-badges';
import { ADMIN_ENQUIRY_ROWS } from '../components/enquiry-columns';

const FILTERS = [
  statusFilter(ENQUIRY_STATUSES, { labels: ENQUIRY_STATUS_LABELS }),
  { param: 'type', values: ENQUIRY_TYPES, labels: ENQUIRY_TYPE_LABELS, label: 'Type', all: 'All types' },
] as const satisfies readonly ChoiceFilter[];

/** /dashboard/enquiries (admin, issue 22): every enquiry, newest first, by status and type, searched. */
export function EnquiriesPage() {
  usePageTitle('Enquiries');
  const list = useDashboardList(FILTERS);
  const { page, limit, chosen, search } = list;
  const query = useEnquiriesQuery({ page, limit, ...chosen, search: search.applied });

  return (
    <DashboardListPage
      title="Enquiries"
      lead="Questions about cars, test-drive requests and Contact Us messages, newest first."
      list={list}
      query={query}
      {...ADMIN_ENQUIRY_ROWS}
      empty={{
        icon: InboxIcon,
        title: 'No enquiries yet',
        text: 'Questions and test-drive requests from the car pages, and Contact Us messages, arrive here.',
      }}
      noMatch={{ title: 'No enquiry matches', text: 'Try another search, status or type.' }}
    />
  );
}
