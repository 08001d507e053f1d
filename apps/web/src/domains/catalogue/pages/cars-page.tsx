import { worksIn } from '@carshop/contract/staff';
import { CarFront, FileUp, SquarePlus } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ButtonLink } from '@/components/ui/button-link';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useDashboardList } from '@/lib/use-dashboard-list';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetCarsQuery } from '../api';
import { CAR_COLUMNS, CAR_READ_COLUMNS } from '../components/cars-table';
import { cataloguePaths } from '../paths';

/** Car Management: the cars with Delete and Update for whoever keeps them; read-only for sales (issue 30). */
export function CarsPage() {
  usePageTitle('Cars');
  const user = useAppSelector(selectSessionUser);
  const editor = worksIn(user, 'editCars');
  const list = useDashboardList();
  const query = useGetCarsQuery({ page: list.page, limit: list.limit, searchTerm: list.search.applied });

  return (
    <DashboardListPage
      title="Car Management"
      lead="Every car in the catalogue, newest first."
      action={
        <div className="flex flex-wrap gap-2">
          {user?.role === 'admin' && (
            <ExportCsvButton path="/api/cars/export" params={{ searchTerm: list.search.applied }} />
          )}
          {editor && (
            <>
              <ButtonLink to={cataloguePaths.dashboardImportCars} variant="outline">
                <FileUp aria-hidden="true" />
                Import CSV
              </ButtonLink>
              <ButtonLink to={cataloguePaths.dashboardAddCar}>
                <SquarePlus aria-hidden="true" />
                Add Car
              </ButtonLink>
            </>
          )}
        </div>
      }
      list={list}
      query={query}
      noun="cars"
      search="Brand, model or category"
      columns={editor ? CAR_COLUMNS : CAR_READ_COLUMNS}
      empty={{
        icon: CarFront,
        title: 'No Car Available',
        action: editor && (
          <ButtonLink to={cataloguePaths.dashboardAddCar} variant="link">
            Add the first car
          </ButtonLink>
        ),
      }}
      noMatch={{ title: 'No car matches', text: `No car matches “${list.search.applied}”.` }}
    />
  );
}
