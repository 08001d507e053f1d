import type { User } from '@carshop/contract/user';
import type { UserRow } from './repository.ts';

/** The one place where a user row becomes the wire shape (`_id` and `id`, ISO dates, no password data). */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
