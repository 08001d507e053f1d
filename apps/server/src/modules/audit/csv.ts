import { AUDIT_KIND_LABELS, type AuditEntry } from '@carshop/contract/audit';
import { toCsv } from '../../lib/csv-cells.ts';

const COLUMNS = ['When', 'Who', 'Email', 'Role', 'Kind', 'Target', 'Target id', 'Before', 'After'];

const valuesText = (values: Record<string, unknown> | null) => (values ? JSON.stringify(values) : '');

/** The audit log as CSV (RFC 4180, a header row, CRLF), every cell safe to open in a spreadsheet. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) => [
    entry.at,
    entry.actor.name,
    entry.actor.email,
    entry.actor.role,
    AUDIT_KIND_LABELS[entry.kind],
    entry.target.label,
    entry.target._id,
    valuesText(entry.before),
    valuesText(entry.after),
  ]);
  return toCsv(COLUMNS, rows);
}
