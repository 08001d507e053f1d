import type { CarImportAction, CarImportResult, CarImportRow } from '@carshop/contract/car-import';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

/** On phones each row is a card: the row's number and action as labelled lines, then the car and the details. */
const LABELLED_CELL =
  'align-top max-sm:flex max-sm:gap-2 max-sm:py-1! max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/** Rows shown besides every row in error: a long file's preview stays quick to render and to read. */
const SHOWN_ROWS = 200;

const ACTION_BADGES: Record<
  CarImportAction,
  { label: string; variant: 'default' | 'secondary' | 'success' | 'danger' }
> = {
  add: { label: 'Add', variant: 'success' },
  update: { label: 'Update', variant: 'default' },
  unchanged: { label: 'Unchanged', variant: 'secondary' },
  error: { label: 'Error', variant: 'danger' },
};

/** "3 to add · 1 to update · 2 unchanged · 1 with errors" (or, once imported, what was done). */
export function importSummary({ committed, summary }: CarImportResult): string {
  const parts = committed
    ? [`${summary.add} added`, `${summary.update} updated`, `${summary.unchanged} unchanged`]
    : [
        `${summary.add} to add`,
        `${summary.update} to update`,
        `${summary.unchanged} unchanged`,
        `${summary.error} with errors`,
      ];
  return parts.join(' · ');
}

function RowDetails({ row }: { row: CarImportRow }) {
  if (row.errors.length > 0)
    return (
      <ul className="grid gap-1 text-red-800">
        {row.errors.map((error) => (
          <li key={`${error.column}:${error.message}`}>
            {error.column && <span className="font-semibold">{error.column}: </span>}
            {error.message}
          </li>
        ))}
      </ul>
    );
  if (row.changes.length > 0)
    return (
      <ul className="grid gap-1">
        {row.changes.map((change) => (
          <li key={change.column} className="break-words">
            <span className="font-semibold">{change.column}: </span>
            {change.from || '(empty)'} → {change.to || '(empty)'}
          </li>
        ))}
      </ul>
    );
  return <span className="text-slate-600">{row.action === 'add' ? 'A new car' : 'Nothing changes'}</span>;
}

/** The preview's table: each row of the file with what it does; rows in error first stand out in red. */
export function ImportPreview({ result }: { result: CarImportResult }) {
  const errors = result.rows.filter((row) => row.action === 'error');
  const others = result.rows.filter((row) => row.action !== 'error');
  const shown = [...errors, ...others.slice(0, SHOWN_ROWS)].sort((a, b) => a.row - b.row);
  const hidden = result.rows.length - shown.length;
  return (
    <div className="grid gap-2">
      <Table region="The preview's rows" className="max-sm:block max-sm:[&_tbody]:block">
        <caption className="sr-only">What each row of the file does</caption>
        <TableHeader className="max-sm:sr-only">
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Car</TableHead>
            <TableHead>Details</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => {
            const badge = ACTION_BADGES[row.action];
            return (
              <TableRow
                key={row.row}
                className={cn(
                  'max-sm:grid max-sm:gap-1 max-sm:py-3',
                  row.action === 'error' && 'bg-red-50 hover:bg-red-50',
                )}
              >
                <TableCell data-label="Row" className={cn(LABELLED_CELL, 'tabular-nums')}>
                  {row.row}
                </TableCell>
                <TableCell data-label="Action" className={LABELLED_CELL}>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </TableCell>
                <TableCell className="align-top max-sm:py-1! sm:min-w-40">
                  <span className="font-semibold text-slate-900">{row.label || 'No name'}</span>
                  {(row.stockNumber || row.vin) && (
                    <span className="block text-xs break-all text-slate-600">
                      {[row.stockNumber && `Stock ${row.stockNumber}`, row.vin && `VIN ${row.vin}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                </TableCell>
                <TableCell className="align-top text-sm max-sm:py-1! sm:min-w-56">
                  <RowDetails row={row} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <p className="text-sm text-slate-600">
          And {hidden.toLocaleString('en-US')} more rows without errors, not listed here.
        </p>
      )}
    </div>
  );
}
