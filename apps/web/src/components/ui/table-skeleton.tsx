import { isValidElement, type ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableRow } from './table';

/** A placeholder bar of a table cell, `width` in px (the widths of the text it stands for). */
export function SkeletonBar({ width }: { width: number }) {
  return <Skeleton className="h-4" style={{ width: `${width}px` }} />;
}

/** A placeholder with classes for its cell (e.g. the padding of a picture column). */
type CellWithClass = { className: string; content: ReactNode };

const withClass = (cell: ReactNode | CellWithClass): cell is CellWithClass =>
  typeof cell === 'object' && cell !== null && !isValidElement(cell) && 'content' in cell;

/**
 * A table while its rows load: the table's own header (so the columns do not jump when the rows arrive), then
 * `rows` rows with one placeholder per column. Screen readers hear `label` once; the placeholders are hidden.
 */
export function TableSkeleton({
  label,
  header,
  cells,
  rows = 5,
}: {
  label: string;
  header: ReactNode;
  /** One placeholder per column, in column order. */
  cells: readonly (ReactNode | CellWithClass)[];
  rows?: number;
}) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Table aria-hidden="true">
        {header}
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <TableRow key={row}>
              {cells.map((cell, column) =>
                withClass(cell) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's column is its identity
                  <TableCell key={column} className={cell.className}>
                    {cell.content}
                  </TableCell>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's column is its identity
                  <TableCell key={column}>{cell}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
