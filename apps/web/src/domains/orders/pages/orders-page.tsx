import { ORDER_STATUSES, PAYMENT_STATES } from '@carshop/contract/order';
import { ClipboardList } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { useDashboardList } from '@/lib/use-dashboard-list';
import type { ChoiceFilter } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { ORDER_COLUMNS, ORDER_TABLE_CLASS } from '../components/orders-table';
import { PAYMENT_STATE_LABELS } from '../lib/payment-states';

const FILTERS = [
  {
    param: 'status',
    values: ORDER_STATUSES,
    label: 'Status',
    all: 'All statuses',
    className: 'sm:w-44 [&_select]:capitalize',
  },
  {
    param: 'payment',
    values: PAYMENT_STATES,
    label: 'Payment',
    all: 'All payments',
    labels: PAYMENT_STATE_LABELS,
    className: 'sm:w-44',
  },
] as const satisfies readonly ChoiceFilter[];

/**
 * Order Management (spec §2), with search by order number, email or name, a status filter (issue 20) and a
 * payment filter (issue 29).
 */
export function OrdersPage() {
  usePageTitle('Orders');
  const list = useDashboardList(FILTERS);
  const { page, limit, chosen, search } = list;
  const query = useAdminOrdersQuery({
    page,
    limit,
    status: chosen.status,
    payment: chosen.payment,
    search: search.applied,
  });

  return (
    <DashboardListPage
      title="Order Management"
      lead="Every order in the shop, newest first."
      list={list}
      query={query}
      noun="orders"
      search="Order number, email or name"
      columns={ORDER_COLUMNS}
      className={ORDER_TABLE_CLASS}
      caption="All orders, newest first"
      icon={ClipboardList}
      empty={{ title: 'No Order Available' }}
      noMatch={{ title: 'No order matches', text: 'Try another search, status or payment.' }}
    />
  );
}
