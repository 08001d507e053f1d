import { ORDER_STATUSES, PAYMENT_STATES } from '@carshop/contract/order';
import { ClipboardList } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { ExportCsvButton } from '@/components/export-csv-button';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useDashboardList } from '@/lib/use-dashboard-list';
import { type ChoiceFilter, statusFilter } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { ORDER_ROWS } from '../components/orders-table';
import { PAYMENT_STATE_LABELS } from '../lib/payment-states';

const FILTERS = [
  statusFilter(ORDER_STATUSES, { className: 'sm:w-44 [&_select]:capitalize' }),
  {
    param: 'payment',
    values: PAYMENT_STATES,
    labels: PAYMENT_STATE_LABELS,
    label: 'Payment',
    all: 'All payments',
  },
] as const satisfies readonly ChoiceFilter[];

/**
 * Order Management (spec §2), with search by the buyer's phone, name or email, the order number, the car or its VIN
 * (issues 20, 30), a status filter (issue 20) and a payment filter (issue 29).
 */
export function OrdersPage() {
  usePageTitle('Orders');
  const list = useDashboardList(FILTERS);
  const { page, limit, chosen, search } = list;
  // Sales staff work the orders here; the export is the admin's (issue 31).
  const admin = useAppSelector(selectSessionUser)?.role === 'admin';
  const query = useAdminOrdersQuery({
    page,
    limit,
    status: chosen.status,
    payment: chosen.payment,
    search: search.applied,
  });

  return (
    <DashboardListPage
      {...ORDER_ROWS}
      title="Order Management"
      lead="Every order in the shop, newest first."
      action={
        admin && (
          <ExportCsvButton
            path="/api/orders/export"
            params={{ status: chosen.status, payment: chosen.payment, search: search.applied }}
          />
        )
      }
      list={list}
      query={query}
      empty={{ icon: ClipboardList, title: 'No Order Available' }}
      noMatch={{ title: 'No order matches', text: 'Try another search, status or payment.' }}
    />
  );
}
