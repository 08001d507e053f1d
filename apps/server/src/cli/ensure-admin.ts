import { emailSchema, registerSchema } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { createUser, findCredentials, getUser, promoteToAdmin } from '../modules/users/service.ts';

export type EnsureAdminResult = { action: 'created' | 'promoted' | 'unchanged'; user: User };

export class InvalidAdminInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAdminInput';
  }
}

const firstIssue = (error: z.ZodError) => error.issues.map((issue) => issue.message).join('; ');

/**
 * Makes `email` an admin: promotes the existing account (its password is left alone), or creates one with
 * the same rules as registration. The password is asked for only when an account has to be created.
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; name?: string },
  askPassword: () => Promise<string>,
): Promise<EnsureAdminResult> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new InvalidAdminInput(firstIssue(email.error));

  const existing = await findCredentials(db, { email: email.data });
  if (existing) {
    if (existing.role === 'admin') return { action: 'unchanged', user: await getUser(db, existing.id) };
    return { action: 'promoted', user: await promoteToAdmin(db, existing.id) };
  }

  const parsed = registerSchema.safeParse({
    name: input.name,
    email: email.data,
    password: await askPassword(),
  });
  if (!parsed.success) throw new InvalidAdminInput(firstIssue(parsed.error));
  const { name, password } = parsed.data;
  const created = await createUser(db, {
    name,
    email: email.data,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  // Someone registered the same email between the lookup and the insert: promote that account instead.
  if (!created) return ensureAdmin(db, input, askPassword);
  return { action: 'created', user: created };
}
