import type { User } from '@carshop/contract/user';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { isUuid } from '../../lib/ids.ts';

// Explicit column lists: password_hash is only ever selected by the two credential queries.
const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  /** Not part of a public user (toPublicUser leaves it out); signed into access tokens. */
  sessionVersion: users.sessionVersion,
};
const credentialColumns = { ...publicColumns, passwordHash: users.passwordHash };

export type UserRow = { [K in keyof typeof publicColumns]: (typeof users.$inferSelect)[K] };

export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) return undefined;
  const query = db.select(publicColumns).from(users).where(eq(users.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findCredentialsByEmail(db: Db, email: string) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findCredentialsById(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id));
  return row;
}

export function listUsers(db: Db) {
  return db.select(publicColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
}

type NewUser = { name: string; email: string; passwordHash: string; role?: UserRow['role'] };

/** Returns undefined when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  return row;
}

type UserPatch = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'status' | 'role' | 'passwordHash' | 'sessionVersion'>
>;

export async function updateUser(db: Db, id: string, patch: UserPatch) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(publicColumns);
  return row;
}
