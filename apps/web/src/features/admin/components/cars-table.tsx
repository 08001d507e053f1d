import type { Car } from '@carshop/contract/car';
import { CarImage } from '@/components/car/car-image';
import { CarPrice } from '@/components/car/car-price';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { SkeletonBar, TableSkeleton } from '@/components/ui/table-skeleton';
import { DeleteCarDialog } from './delete-car-dialog';
import { UpdateCarDialog } from './update-car-dialog';

const COLUMNS = ['Image', 'Brand', 'Model', 'Category', 'Price', 'Quantity', 'Actions'] as const;

function CarsTableHeader() {
  return (
    <TableHeader>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/** Car Management (spec §2): one row per car, with Delete and Update. Scrolls sideways inside itself on phones. */
export function CarsTable({ cars }: { cars: Car[] }) {
  return (
    <Table>
      <TableCaption className="sr-only">Cars in the catalogue, newest first</TableCaption>
      <CarsTableHeader />
      <TableBody>
        {cars.map((car) => (
          <TableRow key={car._id}>
            <TableCell className="py-2!">
              {/* The brand and model stand beside it: the picture adds nothing for a screen reader. */}
              <CarImage src={car.image} alt="" sizes="80px" className="w-20! min-w-20 rounded-md" />
            </TableCell>
            <TableCell className="font-semibold whitespace-nowrap text-slate-900">{car.brand}</TableCell>
            <TableCell className="min-w-32">{car.model}</TableCell>
            <TableCell>{car.category}</TableCell>
            <TableCell>
              <CarPrice price={car.price} surface="admin-cars" className="font-semibold! whitespace-nowrap" />
            </TableCell>
            <TableCell className={car.quantity === 0 ? 'font-semibold text-red-700' : undefined}>
              {car.quantity.toLocaleString('en-US')}
              {car.quantity === 0 && <span className="sr-only"> (out of stock)</span>}
            </TableCell>
            <TableCell>
              <div className="flex gap-2">
                <DeleteCarDialog car={car} />
                <UpdateCarDialog car={car} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Same columns as the real table, so the page does not jump when the cars arrive. */
export function CarsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableSkeleton
      label="Loading cars"
      header={<CarsTableHeader />}
      rows={rows}
      cells={[
        { className: 'py-2!', content: <Skeleton className="h-12.5 w-20" /> },
        ...[80, 96, 64, 80, 40].map((width, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's column is its identity
          <SkeletonBar key={column} width={width} />
        )),
        <div key="actions" className="flex gap-2">
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-8 w-20" />
        </div>,
      ]}
    />
  );
}
