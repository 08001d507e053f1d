import { worksIn } from '@carshop/contract/staff';
import { CarFront, SquarePlus } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
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
  const editor = worksIn(useAppSelector(selectSessionUser), 'editCars');
  const list = useDashboardList();
  const query = useGetCarsQuery({ page: list.page, limit: list.limit, searchTerm: list.search.applied });

  return (
    <DashboardListPage
      title="Car Management"
      lead="Every car in the catalogue, newest first."
      action={
        editor && (
          <ButtonLink to={cataloguePaths.dashboardAddCar}>
            <SquarePlus aria-hidden="true" />
            Add Car
          </ButtonLink>
        )
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
