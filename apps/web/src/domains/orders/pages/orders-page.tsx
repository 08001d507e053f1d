import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { ORDER_STATUSES, type OrderStatus } from '@carshop/contract/order';
import { ClipboardList } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { TableSearch } from '@/components/ui/table-search';
import { useChoiceParam, useKeepPageInRange, usePageParam, useSearchParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminOrdersQuery } from '../api';
import { ORDER_COLUMNS, ORDER_TABLE_CLASS } from '../components/orders-table';

/** Order Management (spec §2), with search by order number, email or name, and a status filter (issue 20). */
export function OrdersPage() {
  usePageTitle('Orders');
  const [page, setPage] = usePageParam();
  const search = useSearchParam();
  const [status, setStatus] = useChoiceParam<OrderStatus>('status', ORDER_STATUSES);
  const query = useAdminOrdersQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE, status, search: search.applied });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);
  const filtered = Boolean(status || search.applied);

  return (
    <div className="grid gap-6">
      <DashboardTitle title="Order Management" lead="Every order in the shop, newest first." />
      <TableSearch
        id="orders-search"
        label="Search orders"
        placeholder="Order number, email or name"
        value={search.typed}
        onChange={search.setTyped}
      >
        <SelectField
          id="orders-status"
          label="Status"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as OrderStatus | undefined)}
          className="sm:w-44 [&_select]:capitalize"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </TableSearch>
      <DataTable
        columns={ORDER_COLUMNS}
        className={ORDER_TABLE_CLASS}
        query={query}
        rows={query.data?.data}
        rowKey={(order) => order._id}
        caption="All orders, newest first"
        loadingLabel="Loading orders"
        failure="The orders could not be loaded."
        empty={
          <EmptyState icon={ClipboardList} title={filtered ? 'No order matches' : 'No Order Available'}>
            {filtered ? <p className="text-sm text-slate-600">Try another search or status.</p> : null}
          </EmptyState>
        }
        pager={{ page, meta, noun: 'orders', onPageChange: setPage }}
      />
    </div>
  );
}
