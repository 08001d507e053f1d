import { AUDIT_KIND_LABELS, type AuditEntry } from '@carshop/contract/audit';
import { ROLE_LABELS } from '@carshop/contract/staff';
import type { ListRows } from '@/components/dashboard-list-page';
import type { Column } from '@/components/ui/data-table';
import { ShortId } from '@/components/ui/short-id';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

/** Fields whose numbers are not amounts: shown without grouping (a year is 2022, not 2,022). */
const PLAIN_NUMBERS = new Set(['year']);

const show = (value: unknown, field = ''): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (PLAIN_NUMBERS.has(field)) return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Each field that changed: "price: 27,500 → 25,900"; a creation or a deletion lists its values. */
function Change({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="grid min-w-0 gap-0.5 text-sm max-md:text-right">
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-medium text-slate-700">{field}:</span>{' '}
          {entry.before && <span className="text-slate-600">{show(entry.before[field], field)}</span>}
          {entry.before && entry.after && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
            </>
          )}
          {entry.after && <span className="text-slate-900">{show(entry.after[field], field)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The audit log's columns: when, who (as they were), what kind, on what, and what changed. */
const AUDIT_COLUMNS: readonly Column<AuditEntry>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (entry) => (
      <div className="max-md:text-right">
        <div>{formatDate(entry.at)}</div>
        <div className="text-xs text-slate-500">{time(entry.at)}</div>
      </div>
    ),
    placeholder: 96,
  },
  {
    header: 'Who',
    cell: (entry) => (
      <div className="min-w-0 break-words max-md:text-right">
        <div className="font-semibold text-slate-900">{entry.actor.name}</div>
        <div className="text-xs break-all text-slate-500">
          {ROLE_LABELS[entry.actor.role]} · {entry.actor.email}
        </div>
      </div>
    ),
    placeholder: (
      <>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-3 w-36" />
      </>
    ),
  },
  {
    header: 'What',
    className: 'whitespace-nowrap',
    cell: (entry) => AUDIT_KIND_LABELS[entry.kind],
    placeholder: 96,
  },
  {
    header: 'On',
    cell: (entry) => (
      <div className="min-w-0 break-words max-md:text-right">
        <div className="break-all text-slate-900">{entry.target.label}</div>
        <ShortId id={entry.target._id} />
      </div>
    ),
    placeholder: 140,
  },
  { header: 'Change', cell: (entry) => <Change entry={entry} />, placeholder: 160 },
];

/** The audit log's entries, searched by the person or what was changed. */
export const AUDIT_ROWS = {
  noun: 'entries',
  search: 'Person, car, order or email',
  columns: AUDIT_COLUMNS,
} satisfies ListRows<AuditEntry>;
