import type { Role, UserStatus } from '@carshop/contract/user';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createUser as createUserRow } from '../src/modules/users/service.ts';

export type TestUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  /** The account has confirmed its email (ADR 048); a new account has not. */
  emailVerified: boolean;
  password: string;
};

// argon2 is slow on purpose; one hash per distinct password keeps the suites fast.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let sequence = 0;

/** Creates a user through the users module (any role or status) and returns it with its plain password. */
export async function createUser(db: Db, overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  sequence += 1;
  const user = {
    name: `Test User ${sequence}`,
    email: `user${sequence}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    role: 'customer' as Role,
    status: 'active' as UserStatus,
    emailVerified: false,
    password: 'correct horse battery',
    ...overrides,
  };
  const created = await createUserRow(db, {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    passwordHash: await hashOnce(user.password),
    emailVerifiedAt: user.emailVerified ? new Date() : null,
  });
  if (!created) throw new Error(`${user.email} is already registered`);
  return { ...user, id: created.id };
}

export type Session = { token: string; refreshToken: string; cookie: string };

export const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'refreshToken');

/** Logs in through the API and returns the access token and the refresh cookie. */
export async function loginAs(
  app: App,
  user: Pick<TestUser, 'email' | 'password'>,
  ip = '127.0.0.1',
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  const refreshToken = refreshCookieOf(response)?.value;
  expect(refreshToken).toBeTruthy();
  return { token: response.json().data, refreshToken: refreshToken!, cookie: `refreshToken=${refreshToken}` };
}

/** Presents a refresh cookie; returns the response and the rotated cookie if one was set. */
export async function refresh(app: App, refreshToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    cookies: { refreshToken },
  });
  return { response, next: refreshCookieOf(response)?.value };
}
