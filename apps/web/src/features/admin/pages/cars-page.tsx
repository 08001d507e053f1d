import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import { CarFront, SquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useGetCarsQuery } from '@/features/catalogue/api';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { CarsTable, CarsTableSkeleton } from '../components/cars-table';
import { TablePager } from '../components/table-pager';
import { useKeepPageInRange, usePageParam } from '../hooks/use-page-param';

export function CarsPage() {
  usePageTitle('Cars');
  const [page, setPage] = usePageParam();
  const {
    data: answer,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useGetCarsQuery({
    page,
    limit: ADMIN_TABLE_PAGE_SIZE,
  });
  const cars = answer?.data;
  const meta = answer?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Car Management</h1>
          <p className="mt-1 text-sm text-slate-600">Every car in the catalogue, newest first.</p>
        </div>
        <Link to={paths.dashboardAddCar} className={buttonVariants()}>
          <SquarePlus aria-hidden="true" />
          Add Car
        </Link>
      </div>
      {isLoading ? (
        <CarsTableSkeleton />
      ) : isError || !cars ? (
        <ErrorPanel
          message={errorMessage(error, 'The cars could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : cars.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <CarFront aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No Car Available</p>
          <Link to={paths.dashboardAddCar} className={buttonVariants({ variant: 'link' })}>
            Add the first car
          </Link>
        </div>
      ) : (
        <div className="grid gap-4" aria-busy={isFetching}>
          <CarsTable cars={cars} />
          {meta && meta.totalPage > 1 && (
            <TablePager
              page={page}
              totalPages={meta.totalPage}
              total={meta.total}
              noun="cars"
              busy={isFetching}
              onPageChange={(next) => setPage(next)}
            />
          )}
        </div>
      )}
    </div>
  );
}
