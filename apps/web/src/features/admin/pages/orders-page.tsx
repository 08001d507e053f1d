import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { ClipboardList } from 'lucide-react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { errorMessage } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { OrdersTable, OrdersTableSkeleton } from '../components/orders-table';
import { TablePager } from '../components/table-pager';
import { useKeepPageInRange, usePageParam } from '../hooks/use-page-param';

export function OrdersPage() {
  usePageTitle('Orders');
  const [page, setPage] = usePageParam();
  const {
    data: answer,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useAdminOrdersQuery({
    page,
    limit: ADMIN_TABLE_PAGE_SIZE,
  });
  const orders = answer?.data;
  const meta = answer?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Order Management</h1>
        <p className="mt-1 text-sm text-slate-600">Every order in the shop, newest first.</p>
      </div>
      {isLoading ? (
        <OrdersTableSkeleton />
      ) : isError || !orders ? (
        <ErrorPanel
          message={errorMessage(error, 'The orders could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : orders.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <ClipboardList aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No Order Available</p>
        </div>
      ) : (
        <div className="grid gap-4" aria-busy={isFetching}>
          <OrdersTable orders={orders} />
          {meta && meta.totalPage > 1 && (
            <TablePager
              page={page}
              totalPages={meta.totalPage}
              total={meta.total}
              noun="orders"
              busy={isFetching}
              onPageChange={(next) => setPage(next)}
            />
          )}
        </div>
      )}
    </div>
  );
}
