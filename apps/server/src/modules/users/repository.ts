import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { users } from '../../db/schema/users.ts';
import { wordsMatch } from '../../lib/words-match.ts';

// Explicit column lists: password_hash is only ever selected by the credential queries.
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  /** Not part of a public user (the mapper leaves it out); signed into access tokens. */
  sessionVersion: users.sessionVersion,
};
const credentialColumns = { ...userColumns, passwordHash: users.passwordHash };

export type UserRow = RowOf<typeof users, typeof userColumns>;
export type CredentialsRow = RowOf<typeof users, typeof credentialColumns>;
export type NewUserRow = Pick<
  typeof users.$inferInsert,
  'name' | 'email' | 'passwordHash' | 'role' | 'status' | 'emailVerifiedAt'
>;
export type UserPatch = Partial<Pick<typeof users.$inferInsert, 'name' | 'status' | 'role'>>;

/** `id` must already be a well-formed UUID (see lib/ids.ts). */
export async function selectUserById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(userColumns).from(users).where(eq(users.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Locks every active admin's row, always in id order, and answers their ids. Two transactions that both
 * need these locks queue behind each other instead of deadlocking, and the second one sees the first one's
 * change once it gets them (PostgreSQL re-checks a locked row's WHERE after waiting for it).
 */
export async function lockActiveAdminRows(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function selectCredentials(db: Db, by: { email: string } | { id: string }) {
  const where = 'email' in by ? eq(users.email, by.email) : eq(users.id, by.id);
  const [row] = await db.select(credentialColumns).from(users).where(where);
  return row;
}

/** Newest first; the id breaks ties so windows never overlap. `search`: words of the name or email. */
export function selectUsers(db: Db, window: { limit: number; offset: number }, search?: string) {
  return db
    .select(userColumns)
    .from(users)
    .where(search ? wordsMatch([users.name, users.email], search) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countUserRows(db: Db, search?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(search ? wordsMatch([users.name, users.email], search) : undefined);
  return row?.total ?? 0;
}

/** Returns nothing when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUserRow(db: Db, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return row;
}

export async function updateUserRow(db: Db, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

/** A new password also raises the session version, in the same statement (see the users schema). */
export async function updatePasswordRow(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Marks the email proven, if the account still has the address the link was mailed to; answers whether the
 * account now has it proven (true also when it already was).
 */
export async function updateEmailVerifiedRow(db: Db, id: string, email: string, at: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning({ id: users.id });
  return row !== undefined;
}

/** Raises the session version alone (an account blocked): its access tokens and reset links stop working. */
export async function updateSessionVersionRaised(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}
