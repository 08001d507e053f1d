import type { Order } from '@carshop/contract/order';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TitledSection } from '@/components/ui/titled-section';
import { useAdminOrdersQuery } from './api';
import { orderColumn } from './components/orders-table';
import { orderPaths } from './paths';

/** The admin overview's tables show 3 items (spec §9). */
const OVERVIEW_ROWS = 3;

const quantityOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quentity, 0);

const ORDER_COLUMNS: readonly Column<Order>[] = [
  orderColumn.id,
  { header: 'Customer', className: 'whitespace-nowrap', cell: (order) => order.email, placeholder: 160 },
  { header: 'Quantity', cell: quantityOf, placeholder: 40 },
  orderColumn.total,
  orderColumn.date,
  orderColumn.status,
  orderColumn.action,
];

/** The first 3 orders, newest first (spec §2 admin overview), with View All Orders. */
export function RecentOrders() {
  const query = useAdminOrdersQuery({ page: 1, limit: OVERVIEW_ROWS });
  return (
    <TitledSection title="Orders" link={{ to: orderPaths.dashboardOrders, label: 'View All Orders' }}>
      {(id) => (
        <DataTable
          columns={ORDER_COLUMNS}
          query={query}
          rows={query.data?.data}
          rowKey={(order) => order._id}
          labelledBy={id}
          loadingLabel="Loading orders"
          failure="The orders could not be loaded."
          empty="No Order Available"
          skeletonRows={OVERVIEW_ROWS}
        />
      )}
    </TitledSection>
  );
}
