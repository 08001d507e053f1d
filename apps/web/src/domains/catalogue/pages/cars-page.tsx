import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { CarFront, SquarePlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { TableSearch } from '@/components/ui/table-search';
import { useKeepPageInRange, usePageParam, useSearchParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetCarsQuery } from '../api';
import { CAR_COLUMNS } from '../components/cars-table';
import { cataloguePaths } from '../paths';

export function CarsPage() {
  usePageTitle('Cars');
  const [page, setPage] = usePageParam();
  const search = useSearchParam();
  const query = useGetCarsQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE, searchTerm: search.applied });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Car Management"
        lead="Every car in the catalogue, newest first."
        action={
          <ButtonLink to={cataloguePaths.dashboardAddCar}>
            <SquarePlus aria-hidden="true" />
            Add Car
          </ButtonLink>
        }
      />
      <TableSearch
        id="cars-search"
        label="Search cars"
        placeholder="Brand, model or category"
        value={search.typed}
        onChange={search.setTyped}
      />
      <DataTable
        columns={CAR_COLUMNS}
        query={query}
        rows={query.data?.data}
        rowKey={(car) => car._id}
        caption="Cars in the catalogue, newest first"
        loadingLabel="Loading cars"
        failure="The cars could not be loaded."
        empty={
          search.applied ? (
            <EmptyState icon={CarFront} title="No car matches">
              <p className="text-sm text-slate-600">No car matches “{search.applied}”.</p>
            </EmptyState>
          ) : (
            <EmptyState icon={CarFront} title="No Car Available">
              <ButtonLink to={cataloguePaths.dashboardAddCar} variant="link">
                Add the first car
              </ButtonLink>
            </EmptyState>
          )
        }
        pager={{ page, meta, noun: 'cars', onPageChange: setPage }}
      />
    </div>
  );
}
