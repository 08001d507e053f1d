import { ACCOUNT_BLOCKED_MESSAGE, type Role, type UserStatus } from '@carshop/contract/user';

/** The signed-in user, as the guards load it from the database on every guarded request. */
export type AuthUser = {
  id: string;
  email: string;
  role: Role;
  status: UserStatus;
  name: string;
  /** The owner opened the link mailed to `email` (ADR 048). */
  emailVerified: boolean;
};

export const NOT_LOGGED_IN = 'You are not authorized';
export const BLOCKED_MESSAGE = ACCOUNT_BLOCKED_MESSAGE;
export const NOT_ALLOWED = 'You are not allowed to do this';
