import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { STAFF_ROLES } from './constants.ts';
import { nameSchema } from './user.ts';

/** How long an invitation's link works (it is used once, to choose a password; issue 30). */
export const INVITATION_HOURS = 72;

export const INVITATION_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}`,
  taken: 'An account already uses this email: change its role in the users list instead',
} as const;

/** POST /auth/invitations (admin): a new staff member, mailed a single-use link to choose a password. */
export const staffInvitationSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type StaffInvitation = z.input<typeof staffInvitationSchema>;
