import type { ChangePasswordInput } from '@carshop/contract/auth';
import type { UserUpdate } from '@carshop/contract/user';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hashRefreshToken } from '../auth/refresh-token.ts';
import { findRefreshToken, revokeUserTokens } from '../auth/repository.ts';
import { findCredentialsById, findUserById, listUsers, toPublicUser, updateUser } from './repository.ts';

export const USER_NOT_FOUND = 'User not found';

export function createUserService(db: Db) {
  return {
    async list() {
      return (await listUsers(db)).map(toPublicUser);
    },

    async get(id: string) {
      const row = await findUserById(db, id);
      if (!row) throw notFound(USER_NOT_FOUND);
      return toPublicUser(row);
    },

    /** The route lets through the user themself and admins; which fields each may change is decided here. */
    async update(actor: AuthUser, id: string, input: UserUpdate) {
      if (input.status !== undefined && actor.role !== 'admin')
        throw forbidden('Only an admin can change a status');
      // An admin who blocks themself would lock the shop out of its own dashboard.
      if (input.status === 'blocked' && id === actor.id)
        throw badRequest('You cannot block your own account');
      return db.transaction(async (tx) => {
        const before = await findUserById(tx, id, { forUpdate: true });
        if (!before) throw notFound(USER_NOT_FOUND);
        const after = await updateUser(tx, id, { name: input.name, status: input.status });
        if (!after) throw notFound(USER_NOT_FOUND);
        // Access tokens stop working at once (the guards read the status); refresh tokens are revoked too.
        if (input.status === 'blocked') await revokeUserTokens(tx, id);
        return {
          user: toPublicUser(after),
          statusChanged: input.status !== undefined && input.status !== before.status,
        };
      });
    },

    /** Ends every other session of the user; the one making the change stays signed in. */
    async changePassword(
      userId: string,
      input: ChangePasswordInput,
      currentRefreshToken: string | undefined,
    ) {
      const user = await findCredentialsById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw badRequest('Current password is incorrect');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const current = currentRefreshToken
          ? await findRefreshToken(tx, hashRefreshToken(currentRefreshToken))
          : undefined;
        const keepFamily = current?.userId === userId && !current.revokedAt ? current.familyId : undefined;
        await updateUser(tx, userId, { passwordHash, sessionVersion: user.sessionVersion + 1 });
        await revokeUserTokens(tx, userId, keepFamily);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
