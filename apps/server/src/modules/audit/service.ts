import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
} from '@carshop/contract/audit';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage, type Page } from '../../lib/paging.ts';
import {
  type AuditFilter,
  type AuditRow,
  countAuditRows,
  insertAuditRow,
  insertAuditRows,
  selectAuditRows,
} from './repository.ts';

type Values = Record<string, unknown>;

/** One staff write, as the module that made it tells it. */
export type AuditRecord = {
  actor: Pick<AuthUser, 'id' | 'name' | 'email' | 'role'>;
  kind: AuditKind;
  target: { type: string; id: string; label: string };
  before?: Values | null;
  after?: Values | null;
};

/**
 * Writes one entry of the audit log (ADR 055). Call it with the transaction of the write itself: the entry and
 * the change commit together or not at all. A change that changed nothing (every field the same) is not written.
 */
export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await insertAuditRow(tx, auditRowOf(entry));
}

/** Entries written together (a CSV import's cars), a few hundred per statement, in the write's transaction. */
export async function recordAudits(tx: Db, entries: AuditRecord[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_PER_INSERT)
    await insertAuditRows(tx, entries.slice(start, start + AUDIT_ROWS_PER_INSERT).map(auditRowOf));
}
const AUDIT_ROWS_PER_INSERT = 500;

function auditRowOf({ actor, kind, target, before, after }: AuditRecord) {
  return {
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    actorRole: actor.role,
    kind,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    before: before ?? null,
    after: after ?? null,
  };
}

/**
 * The fields of `after` that differ from `before`, each side with only those fields: what an update changed.
 * Undefined when nothing did.
 */
export function changedFields<T extends Values>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (changed.length === 0) return undefined;
  const pick = (values: T) => Object.fromEntries(changed.map((field) => [field, values[field] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/** A calendar day of the shop (the server's time zone), `YYYY-MM-DD`, as the moment it starts. */
function startOfDay(day: string, name: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date)
    throw badRequest(`${name} must be a date (YYYY-MM-DD)`);
  return start;
}

function filterOf(query: AuditQuery): AuditFilter | undefined {
  // An id that cannot be anyone's matches nothing.
  if (query.actor !== undefined && !isUuid(query.actor)) return undefined;
  const from = query.from ? startOfDay(query.from, 'from') : undefined;
  const to = query.to ? startOfDay(query.to, 'to') : undefined;
  const until = to && new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  if (from && until && from >= until) throw badRequest('from must not be after to');
  return { actorId: query.actor, kind: query.kind, from, until, search: query.search };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
    kind: row.kind,
    target: { type: row.targetType, _id: row.targetId, label: row.targetLabel },
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

const NOTHING: Page<AuditEntry> = {
  items: [],
  meta: { page: 1, limit: AUDIT_PAGE_SIZE, total: 0, totalPage: 1 },
};

/** A page of the audit log, newest first. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const filter = filterOf(query);
  const request = { page: query.page ?? 1, limit: query.limit ?? AUDIT_PAGE_SIZE };
  if (!filter) return { ...NOTHING, meta: { ...NOTHING.meta, page: request.page, limit: request.limit } };
  const page = await loadPage(
    request,
    (window) => selectAuditRows(db, filter, window),
    () => countAuditRows(db, filter),
  );
  return { items: page.items.map(toEntry), meta: page.meta };
}

/** Every entry the filter matches, newest first, up to AUDIT_EXPORT_MAX, and how many matched in all. */
export async function exportAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filter = filterOf(query);
  if (!filter) return { entries: [], total: 0 };
  const [rows, total] = await Promise.all([
    selectAuditRows(db, filter, { limit: AUDIT_EXPORT_MAX, offset: 0 }),
    countAuditRows(db, filter),
  ]);
  return { entries: rows.map(toEntry), total };
}
