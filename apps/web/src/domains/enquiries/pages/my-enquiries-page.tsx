import { InboxIcon } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { useDashboardList } from '@/lib/use-dashboard-list';
import { usePageTitle } from '@/lib/use-page-title';
import { useEnquiriesQuery } from '../api';
import { CUSTOMER_ENQUIRY_ROWS } from '../components/enquiry-columns';

const WHEN_EMPTY = 'Ask about a car or book a test drive from its page while signed in, and it shows here.';

/** /dashboard/my-enquiries (issue 22): the questions and test drives a customer sent while signed in. */
export function MyEnquiriesPage() {
  usePageTitle('My Enquiries');
  const list = useDashboardList();
  const query = useEnquiriesQuery({ page: list.page, limit: list.limit });

  return (
    <DashboardListPage
      title="My Enquiries"
      lead="Your questions, test-drive requests and messages to the shop, and whether we have answered."
      list={list}
      query={query}
      loadingLabel="Loading your enquiries"
      failure="Your enquiries could not be loaded."
      {...CUSTOMER_ENQUIRY_ROWS}
      empty={{ icon: InboxIcon, title: 'No enquiries yet', text: WHEN_EMPTY }}
    />
  );
}
