import { isStaff, type User, type UserUpdate } from '@carshop/contract/user';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadWholeList, MAX_UNPAGED_ITEMS, type Page } from '../../lib/paging.ts';
import { canChangeUserRole, canChangeUserStatus } from '../../lib/policies.ts';
import { changedFields, recordAudit } from '../audit/service.ts';
import { endUserSessions } from '../sessions/service.ts';
import { toUser } from './mapper.ts';
import {
  type CredentialsRow,
  countUserRows,
  insertUserRow,
  lockActiveAdminRows,
  type NewUserRow,
  selectCredentials,
  selectUserById,
  selectUsers,
  type UserRow,
  updateEmailVerifiedRow,
  updatePasswordRow,
  updateSessionVersionRaised,
  updateUserRow,
} from './repository.ts';

export const USER_NOT_FOUND = 'User not found';
const LAST_ADMIN = 'The shop needs at least one active admin: this is the last one';

/**
 * Every user, newest first, up to the unpaged ceiling; `meta` says how many there are (lib/paging.ts). `search`:
 * words found in the name or the email.
 */
export async function listUsers(
  db: Db,
  { search, cap = MAX_UNPAGED_ITEMS }: { search?: string; cap?: number } = {},
): Promise<Page<User>> {
  const { items, meta } = await loadWholeList(
    (window) => selectUsers(db, window, search),
    () => countUserRows(db, search),
    cap,
  );
  return { items: items.map(toUser), meta };
}

export async function getUser(db: Db, id: string): Promise<User> {
  const row = isUuid(id) ? await selectUserById(db, id) : undefined;
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}

/**
 * The route lets through the user themself and admins; which fields each may change is decided here. A new role
 * or a block ends the account's sessions at once (issue 30): whoever is signed in must sign in again as what
 * they now are.
 */
export async function updateUser(db: Db, actor: AuthUser, id: string, input: UserUpdate) {
  if (input.status !== undefined && !canChangeUserStatus(actor))
    throw forbidden('Only an admin can change a status');
  // The specification's client may send the whole user back: a role from anyone else is ignored, as at sign-up.
  if (input.role !== undefined && !canChangeUserRole(actor)) input = { ...input, role: undefined };
  // An admin who blocks themself would lock the shop out of its own dashboard.
  if (input.status === 'blocked' && id === actor.id) throw badRequest('You cannot block your own account');
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const losesAdmin = input.status === 'blocked' || (input.role !== undefined && input.role !== 'admin');
  return db.transaction(async (tx) => {
    // The admins' rows first (in a fixed order), then the target's: every transaction that may take an admin
    // away takes its locks in the same order, so two admins demoting each other at once cannot both succeed
    // or deadlock.
    const activeAdmins = losesAdmin ? await lockActiveAdminRows(tx) : [];
    const before = await selectUserById(tx, id, { forUpdate: true });
    if (!before) throw notFound(USER_NOT_FOUND);
    if (losesAdmin) assertNotLastActiveAdmin(activeAdmins, id);
    const after = await updateUserRow(tx, id, { name: input.name, status: input.status, role: input.role });
    if (!after) throw notFound(USER_NOT_FOUND);
    const statusChanged = input.status !== undefined && input.status !== before.status;
    const roleChanged = input.role !== undefined && input.role !== before.role;
    // Access tokens stop working at once (the guards read the status and role); the sessions end too, and the
    // session version is raised so that every reset link of the account is spent (ADR 032), even once unblocked.
    if (input.status === 'blocked' || roleChanged) {
      await endUserSessions(tx, id);
      await updateSessionVersionRaised(tx, id);
    }
    if (isStaff(actor)) await auditUserChange(tx, actor, before, after);
    return { user: toUser(after), statusChanged, roleChanged };
  });
}

/** A staff member's change of an account, one entry per kind of change (ADR 055). */
async function auditUserChange(tx: Db, actor: AuthUser, before: UserRow, after: UserRow) {
  const target = { type: 'user', id: after.id, label: after.email };
  const kinds = [
    ['user.role', ['role']],
    ['user.status', ['status']],
    ['user.updated', ['name']],
  ] as const;
  for (const [kind, fields] of kinds) {
    const change = changedFields(before, after, fields);
    if (change) await recordAudit(tx, { actor, kind, target, ...change });
  }
}

/** The shop must keep one admin who can sign in: blocking or demoting the last one is refused. */
function assertNotLastActiveAdmin(activeAdminIds: string[], id: string) {
  if (activeAdminIds.includes(id) && activeAdminIds.length <= 1) throw conflict(LAST_ADMIN);
}

// ---- For other modules: the users table is read and written only through these. ----

/**
 * Locks the user's row until the transaction `tx` ends: another transaction that locks it waits. Checkouts of one
 * customer take it so that their fair-use count (orders module) cannot be raced.
 */
export async function lockUser(tx: Db, id: string): Promise<void> {
  await selectUserById(tx, id, { forUpdate: true });
}

/** A new account, or nothing when the email is taken. The caller decides role and status. */
export async function createUser(db: Db, user: NewUserRow): Promise<User | undefined> {
  const row = await insertUserRow(db, user);
  return row && toUser(row);
}

export function findCredentials(db: Db, by: { email: string } | { id: string }) {
  if ('id' in by && !isUuid(by.id)) return Promise.resolve<CredentialsRow | undefined>(undefined);
  return selectCredentials(db, by);
}

/** The user as the guards see them on every request, with the session version their tokens must carry. */
export async function findSessionUser(
  db: Db,
  id: string,
): Promise<(AuthUser & { sessionVersion: number }) | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await selectUserById(db, id);
  if (!row) return undefined;
  const { id: userId, email, role, status, name, sessionVersion } = row;
  return {
    id: userId,
    email,
    role,
    status,
    name,
    emailVerified: row.emailVerifiedAt !== null,
    sessionVersion,
  };
}

/** Replaces the password hash and raises the session version, so older access tokens stop working. */
export function replacePassword(db: Db, id: string, passwordHash: string): Promise<void> {
  return updatePasswordRow(db, id, passwordHash);
}

/**
 * Makes an existing account an admin (npm run create-admin --promote) and signs out its sessions: whoever
 * is signed in to it now was signed in as a customer, and must sign in again to act as an admin.
 */
export async function promoteToAdmin(db: Db, id: string): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await updateUserRow(tx, id, { role: 'admin' });
    if (!row) throw notFound(USER_NOT_FOUND);
    // The operator who promotes an account vouches for its address, as for every admin (ADR 048).
    if (!row.emailVerifiedAt) await markEmailVerified(tx, id, row.email);
    await endUserSessions(tx, id);
    return toUser((await selectUserById(tx, id)) ?? row);
  });
}

/** Lets a blocked account sign in again (npm run create-admin --unblock, for an admin locked out). */
export async function unblockUser(db: Db, id: string): Promise<User> {
  const row = await updateUserRow(db, id, { status: 'active' });
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}

/** Sets a new password and signs out every session (npm run create-admin --reset-password). */
export async function resetPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updatePasswordRow(tx, id, passwordHash);
    await endUserSessions(tx, id);
  });
}

export const countUsers = (db: Db) => countUserRows(db);

/** The verification link's address becomes the account's proven email, unless the account has another by now. */
export function markEmailVerified(db: Db, id: string, email: string, at = new Date()): Promise<boolean> {
  return updateEmailVerifiedRow(db, id, email, at);
}

/** Whether `email` is the user's proven address (ADR 048): mail to it may carry what the user typed. */
export async function isEmailProven(db: Db, userId: string | null, email: string): Promise<boolean> {
  const user = userId ? await findSessionUser(db, userId) : undefined;
  return user?.emailVerified === true && user.email === email;
}
