import type { AuthUser } from './auth-user.ts';

/**
 * Ownership rules in one place: the guards (plugins/auth.ts) check what the URL says, and services ask
 * `isAdmin` when what a viewer may see depends on the role.
 */
export const isAdmin = (user: Pick<AuthUser, 'role'>) => user.role === 'admin';

export function canActOn(user: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean {
  return isAdmin(user) || user.id === ownerId;
}
