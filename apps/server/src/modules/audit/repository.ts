import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere, newestFirst, type RowWindow } from '../../db/newest-first.ts';
import type { RowOf } from '../../db/row-of.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { wordsMatch } from '../../lib/words-match.ts';

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  actorEmail: auditLog.actorEmail,
  actorRole: auditLog.actorRole,
  kind: auditLog.kind,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  before: auditLog.before,
  after: auditLog.after,
};

export type AuditRow = RowOf<typeof auditLog, typeof auditColumns>;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** What a list asks for; `from` included, `until` excluded. */
export type AuditFilter = {
  actorId?: string;
  kind?: AuditRow['kind'];
  from?: Date;
  until?: Date;
  search?: string;
};

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
    filter.search
      ? wordsMatch(
          [auditLog.actorName, auditLog.actorEmail, auditLog.targetLabel, auditLog.targetId],
          filter.search,
        )
      : undefined,
  );
}

/** The only write the table takes (its trigger refuses UPDATE and DELETE). */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function insertAuditRows(db: Db, rows: NewAuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

/** Newest first. */
export const selectAuditRows = (db: Db, filter: AuditFilter, window: RowWindow) =>
  newestFirst(
    db.select(auditColumns).from(auditLog).where(whereOf(filter)).$dynamic(),
    auditLog.at,
    auditLog.id,
    window,
  );

export const countAuditRows = (db: Db, filter: AuditFilter) => countWhere(db, auditLog, whereOf(filter));
