import type { AuthUser } from './auth-user.ts';
import { forbidden } from './http-error.ts';

/**
 * Ownership rules in one place. Guards (plugins/auth.ts) check what the URL says; services call these
 * when the owner is only known after loading the resource (an order's customer, say).
 */
export const isAdmin = (user: Pick<AuthUser, 'role'>) => user.role === 'admin';

export function canActOn(user: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean {
  return isAdmin(user) || user.id === ownerId;
}

/** Throws 403 unless `user` owns the resource or is an admin. */
export function assertOwnerOrAdmin(user: Pick<AuthUser, 'id' | 'role'>, ownerId: string): void {
  if (!canActOn(user, ownerId)) throw forbidden();
}
