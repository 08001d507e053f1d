import type { Car } from '@carshop/contract/car';
import type { Column } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { CarImage } from '../car-image';
import { CarPrice } from './car-price';
import { DeleteCarDialog } from './delete-car-dialog';
import { UpdateCarDialog } from './update-car-dialog';

/** Columns the admin's car table and the overview's share. */
export const carColumn = {
  brand: {
    header: 'Brand',
    className: 'font-semibold whitespace-nowrap text-slate-900',
    cell: (car) => car.brand,
    placeholder: 80,
  },
  model: { header: 'Model', className: 'min-w-32', cell: (car) => car.model, placeholder: 96 },
  category: { header: 'Category', cell: (car) => car.category, placeholder: 64 },
  price: {
    header: 'Price',
    cell: (car) => (
      <CarPrice price={car.price} surface="admin-cars" className="font-semibold! whitespace-nowrap" />
    ),
    placeholder: 80,
  },
} satisfies Record<string, Column<Car>>;

/** The car table as staff who only read it see it (sales, issue 30): no Delete or Update. */
export const CAR_READ_COLUMNS: readonly Column<Car>[] = [
  {
    header: 'Image',
    className: 'py-2!',
    // The brand and model stand beside it: the picture adds nothing for a screen reader.
    cell: (car) => <CarImage src={car.image} alt="" sizes="80px" className="w-20! min-w-20 rounded-md" />,
    placeholder: <Skeleton className="h-12.5 w-20" />,
    placeholderClassName: 'py-2!',
  },
  carColumn.brand,
  carColumn.model,
  {
    header: 'Stock no.',
    className: 'whitespace-nowrap',
    cell: (car) => car.stockNumber ?? <span className="text-slate-500">–</span>,
    placeholder: 56,
  },
  carColumn.category,
  carColumn.price,
  {
    header: 'Quantity',
    cell: (car) => (
      <span className={car.quantity === 0 ? 'font-semibold text-red-700' : undefined}>
        {car.quantity.toLocaleString('en-US')}
        {car.quantity === 0 && <span className="sr-only"> (out of stock)</span>}
      </span>
    ),
    placeholder: 40,
  },
];

/** Car Management (spec §2): one row per car, with Delete and Update. Scrolls sideways inside itself on phones. */
export const CAR_COLUMNS: readonly Column<Car>[] = [
  ...CAR_READ_COLUMNS,
  {
    header: 'Actions',
    actions: true,
    cell: (car) => (
      <div className="flex gap-2">
        <DeleteCarDialog car={car} />
        <UpdateCarDialog car={car} />
      </div>
    ),
    placeholder: (
      <div className="flex gap-2">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-20" />
      </div>
    ),
  },
];
