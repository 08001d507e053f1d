import { emailSchema, registerSchema } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import {
  createUser,
  findCredentials,
  getUser,
  promoteToAdmin,
  resetPassword,
  unblockUser,
} from '../modules/users/service.ts';

/** What ensureAdmin did to an account that already existed, in the order it did it. */
type AdminChange = 'promoted' | 'unblocked' | 'password reset';
export type EnsureAdminResult = { created: boolean; changes: AdminChange[]; user: User };

export type EnsureAdminInput = {
  email: string;
  name?: string;
  /** Make an existing non-admin account an admin (it is never done without being asked). */
  promote?: boolean;
  /** Let a blocked account sign in again. */
  unblock?: boolean;
  /** Give an existing account a new password (asked for), signing out its sessions. */
  resetPassword?: boolean;
};

export class InvalidAdminInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAdminInput';
  }
}

const firstIssue = (error: z.ZodError) => error.issues.map((issue) => issue.message).join('; ');
const describeAccount = (user: User) => `"${user.name}", registered ${user.createdAt.slice(0, 10)}`;

/**
 * Makes sure `email` is an admin who can sign in. A new account is created with the same rules as
 * registration. An existing account that is not an admin is promoted only with `promote`: someone else may
 * have registered that email, and would keep their password, so the refusal names the account for the
 * operator to recognise. The password is asked for only when an account is created or reset.
 */
export async function ensureAdmin(
  db: Db,
  input: EnsureAdminInput,
  askPassword: () => Promise<string>,
): Promise<EnsureAdminResult> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new InvalidAdminInput(firstIssue(email.error));

  const existing = await findCredentials(db, { email: email.data });
  if (!existing) return createAdmin(db, { ...input, email: email.data }, askPassword);

  let user = await getUser(db, existing.id);
  const changes: AdminChange[] = [];
  if (user.role !== 'admin') {
    if (!input.promote)
      throw new InvalidAdminInput(
        `${user.email} already belongs to a customer account: ${describeAccount(user)}. If it is yours, run ` +
          'again with --promote to make it an admin (its sessions are signed out). Whoever registered it ' +
          'chose its password: add --reset-password to set a new one.',
      );
    user = await promoteToAdmin(db, user.id);
    changes.push('promoted');
  }
  if (input.unblock && user.status === 'blocked') {
    user = await unblockUser(db, user.id);
    changes.push('unblocked');
  }
  if (input.resetPassword) {
    await resetPassword(db, user.id, await hashPassword(await newPassword(askPassword)));
    changes.push('password reset');
  }
  return { created: false, changes, user };
}

async function createAdmin(
  db: Db,
  input: EnsureAdminInput & { email: string },
  askPassword: () => Promise<string>,
): Promise<EnsureAdminResult> {
  const parsed = registerSchema.safeParse({
    name: input.name,
    email: input.email,
    password: await askPassword(),
  });
  if (!parsed.success) throw new InvalidAdminInput(firstIssue(parsed.error));
  const { name, password } = parsed.data;
  const created = await createUser(db, {
    name,
    email: input.email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    status: 'active',
    // The operator typed the address (ADR 048).
    emailVerifiedAt: new Date(),
  });
  // Someone registered the same email between the lookup and the insert: treat it as an existing account.
  if (!created) return ensureAdmin(db, input, askPassword);
  return { created: true, changes: [], user: created };
}

async function newPassword(askPassword: () => Promise<string>): Promise<string> {
  const parsed = registerSchema.shape.password.safeParse(await askPassword());
  if (!parsed.success) throw new InvalidAdminInput(firstIssue(parsed.error));
  return parsed.data;
}
