import type { Car } from '@carshop/contract/car';
import { ButtonLink } from '@/components/ui/button-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TitledSection } from '@/components/ui/titled-section';
import { useGetCarsQuery } from './api';
import { carColumn } from './components/cars-table';
import { StockBadge } from './components/stock-badge';
import { cataloguePaths, productPath } from './paths';

/** The admin overview's tables show 3 items (spec §9). */
const OVERVIEW_ROWS = 3;

const CAR_COLUMNS: readonly Column<Car>[] = [
  carColumn.brand,
  { ...carColumn.model, className: 'whitespace-nowrap' },
  carColumn.category,
  carColumn.price,
  {
    header: 'In Stock',
    cell: (car) => <StockBadge inStock={car.inStock} quantity={car.quantity} />,
    placeholder: 64,
  },
  {
    header: 'Action',
    cell: (car) => (
      <ButtonLink to={productPath(car._id)} variant="outline" size="sm">
        View{' '}
        <span className="sr-only">
          {car.brand} {car.model}
        </span>
      </ButtonLink>
    ),
    placeholder: 64,
  },
];

/** The first 3 cars (spec §2 admin overview), with View All Car. */
export function RecentCars() {
  const query = useGetCarsQuery({ page: 1, limit: OVERVIEW_ROWS });
  return (
    <TitledSection title="Cars" link={{ to: cataloguePaths.dashboardCars, label: 'View All Car' }}>
      {(id) => (
        <DataTable
          columns={CAR_COLUMNS}
          query={query}
          rows={query.data?.data}
          rowKey={(car) => car._id}
          labelledBy={id}
          loadingLabel="Loading cars"
          failure="The cars could not be loaded."
          empty="No Car Available"
          skeletonRows={OVERVIEW_ROWS}
        />
      )}
    </TitledSection>
  );
}
