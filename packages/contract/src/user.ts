import { z } from 'zod';
import { queryValue } from './api.ts';
import { ROLES, USER_STATUSES } from './constants.ts';
import { text } from './text.ts';

export {
  ACCOUNT_BLOCKED_MESSAGE,
  isAdmin,
  isStaff,
  ROLES,
  type Role,
  USER_STATUSES,
  type UserStatus,
} from './constants.ts';

export const userStatusSchema = z.enum(USER_STATUSES, { error: 'Status must be active or blocked' });
export const roleSchema = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  /** The owner opened the verification link mailed to `email` (ADR 048). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const nameSchema = text({ max: 80, required: 'Name is required' });

/** PUT /auth/user/{id}: an admin may change `status` and `role` (issue 30), the user themself `name`. */
export const userUpdateSchema = z
  .object({ name: nameSchema.optional(), status: userStatusSchema.optional(), role: roleSchema.optional() })
  .refine(
    (value) => value.name !== undefined || value.status !== undefined || value.role !== undefined,
    'Nothing to update',
  );
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Query of GET /auth/all-user (admin): `search`, words found in the name or the email. */
export const userListQuerySchema = z.object({ search: queryValue(text({ max: 100 })) });
