import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { ClipboardList } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { OrdersTable, OrdersTableSkeleton } from '../components/orders-table';
import { PagedTable } from '../components/table-pager';
import { useKeepPageInRange, usePageParam } from '../hooks/use-page-param';

export function OrdersPage() {
  usePageTitle('Orders');
  const [page, setPage] = usePageParam();
  const query = useAdminOrdersQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <DashboardTitle title="Order Management" lead="Every order in the shop, newest first." />
      <QueryList
        query={query}
        items={query.data?.data}
        skeleton={<OrdersTableSkeleton />}
        failure="The orders could not be loaded."
        empty={<EmptyState icon={ClipboardList} title="No Order Available" />}
      >
        {(orders) => (
          <PagedTable meta={meta} page={page} noun="orders" busy={query.isFetching} onPageChange={setPage}>
            <OrdersTable orders={orders} />
          </PagedTable>
        )}
      </QueryList>
    </div>
  );
}
