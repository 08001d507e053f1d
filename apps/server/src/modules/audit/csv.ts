import { AUDIT_KIND_LABELS, type AuditEntry } from '@carshop/contract/audit';
import { stringify } from 'csv-stringify/sync';

const COLUMNS = ['When', 'Who', 'Email', 'Role', 'Kind', 'Target', 'Target id', 'Before', 'After'];

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is prefixed
 * with `'` so that it is shown as the text it is (OWASP's CSV injection advice); the library quotes the rest.
 */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const valuesText = (values: Record<string, unknown> | null) => (values ? JSON.stringify(values) : '');

/** The audit log as CSV (RFC 4180, a header row, CRLF), every cell safe to open in a spreadsheet. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.at,
      entry.actor.name,
      entry.actor.email,
      entry.actor.role,
      AUDIT_KIND_LABELS[entry.kind],
      entry.target.label,
      entry.target._id,
      valuesText(entry.before),
      valuesText(entry.after),
    ].map(safeCell),
  );
  return stringify([COLUMNS, ...rows], { record_delimiter: 'windows' });
}
