import { randomUUID } from 'node:crypto';
import {
  INVITATION_HOURS,
  INVITATION_MESSAGES,
  type staffInvitationSchema,
} from '@carshop/contract/invitation';
import { resetPasswordPage } from '@carshop/contract/page-paths';
import { ROLE_LABELS } from '@carshop/contract/staff';
import type { User } from '@carshop/contract/user';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/service.ts';
import { composeMail, type MailSettings, queueMail } from '../mail/service.ts';
import { createUser } from '../users/service.ts';
import { createPasswordLink, type LinkTokens } from './password-reset.service.ts';

type Invitation = z.output<typeof staffInvitationSchema>;

/**
 * An admin invites a staff member (issue 30, ADR 055): a new account with the role, no password anyone knows, and
 * a single-use link to choose one, valid INVITATION_HOURS: a password-reset link (ADR 032), so it is spent by any
 * password change or block, and mailed through the outbox in the same transaction as the account and the audit
 * entry. An email that already has an account is 409: its role is changed in the users list instead.
 */
export async function inviteStaff(
  db: Db,
  admin: AuthUser,
  input: Invitation,
  { mail, tokens, now = new Date() }: { mail: MailSettings; tokens: LinkTokens; now?: Date },
): Promise<User> {
  // A password nobody knows: the account is entered only through the link (hashed before the transaction).
  const passwordHash = await hashPassword(randomUUID());
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      name: input.name,
      email: input.email,
      role: input.role,
      status: 'active',
      passwordHash,
      emailVerifiedAt: null,
    });
    if (!user) throw conflict(INVITATION_MESSAGES.taken);
    const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
    const token = await createPasswordLink(tx, { id: user.id, sessionVersion: 0 }, { tokens, expiresAt });
    await recordAudit(tx, {
      actor: admin,
      kind: 'staff.invited',
      target: { type: 'user', id: user.id, label: user.email },
      after: { name: user.name, email: user.email, role: user.role },
    });
    await queueMail(
      tx,
      composeMail(mail.shopName, {
        to: user.email,
        subject: `You are invited to ${mail.shopName}`,
        // The name is the admin's words, not the recipient's: safe to greet with.
        greeting: `Hello ${user.name},`,
        paragraphs: [
          `${admin.name} invited you to work on ${mail.shopName} as ${ROLE_LABELS[input.role].toLowerCase()} ` +
            `staff. Choose your password with the button below; the link works once, for ${INVITATION_HOURS} hours.`,
          `Then sign in with ${user.email} and the password you chose.`,
        ],
        action: { label: 'Choose your password', url: `${mail.origin}${resetPasswordPage(token)}` },
        after: [
          'If you did not expect this, ignore this message: nobody can sign in to the account without it.',
        ],
      }),
    );
    return user;
  });
}
