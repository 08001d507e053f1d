import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { ClipboardList } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { ORDER_COLUMNS, ORDER_TABLE_CLASS } from '../components/orders-table';

export function OrdersPage() {
  usePageTitle('Orders');
  const [page, setPage] = usePageParam();
  const query = useAdminOrdersQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <DashboardTitle title="Order Management" lead="Every order in the shop, newest first." />
      <DataTable
        columns={ORDER_COLUMNS}
        className={ORDER_TABLE_CLASS}
        query={query}
        rows={query.data?.data}
        rowKey={(order) => order._id}
        caption="All orders, newest first"
        loadingLabel="Loading orders"
        failure="The orders could not be loaded."
        empty={<EmptyState icon={ClipboardList} title="No Order Available" />}
        pager={{ page, meta, noun: 'orders', onPageChange: setPage }}
      />
    </div>
  );
}
