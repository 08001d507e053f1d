import { expect } from 'vitest';
import { NOT_ALLOWED, NOT_LOGGED_IN } from '../src/lib/auth-user.ts';

type Answer = { statusCode: number; body: string; json: () => unknown };

/** An error answer: its status AND the envelope with the message a client would show. */
export function expectError(response: Answer, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
}

export const expectUnauthorized = (response: Answer) => expectError(response, 401, NOT_LOGGED_IN);
export const expectForbidden = (response: Answer) => expectError(response, 403, NOT_ALLOWED);
