import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { CarFront, SquarePlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
import { useGetCarsQuery } from '@/features/catalogue/api';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { CarsTable, CarsTableSkeleton } from '../components/cars-table';
import { PagedTable } from '../components/table-pager';
import { useKeepPageInRange, usePageParam } from '../hooks/use-page-param';

export function CarsPage() {
  usePageTitle('Cars');
  const [page, setPage] = usePageParam();
  const query = useGetCarsQuery({ page, limit: ADMIN_TABLE_PAGE_SIZE });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Car Management"
        lead="Every car in the catalogue, newest first."
        action={
          <ButtonLink to={paths.dashboardAddCar}>
            <SquarePlus aria-hidden="true" />
            Add Car
          </ButtonLink>
        }
      />
      <QueryList
        query={query}
        items={query.data?.data}
        skeleton={<CarsTableSkeleton />}
        failure="The cars could not be loaded."
        empty={
          <EmptyState icon={CarFront} title="No Car Available">
            <ButtonLink to={paths.dashboardAddCar} variant="link">
              Add the first car
            </ButtonLink>
          </EmptyState>
        }
      >
        {(cars) => (
          <PagedTable meta={meta} page={page} noun="cars" busy={query.isFetching} onPageChange={setPage}>
            <CarsTable cars={cars} />
          </PagedTable>
        )}
      </QueryList>
    </div>
  );
}
