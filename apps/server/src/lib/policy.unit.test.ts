import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { assertOwnerOrAdmin, canActOn } from './policy.ts';

const customer = { id: 'c-1', role: 'customer' as const };
const admin = { id: 'a-1', role: 'admin' as const };

describe('the owner-or-admin policy', () => {
  it('lets the owner and any admin act on a resource', () => {
    expect(canActOn(customer, 'c-1')).toBe(true);
    expect(canActOn(admin, 'c-1')).toBe(true);
    expect(() => assertOwnerOrAdmin(customer, 'c-1')).not.toThrow();
  });

  it('refuses anyone else with a 403', () => {
    expect(canActOn(customer, 'c-2')).toBe(false);
    expect(canActOn(customer, '')).toBe(false);
    expect(() => assertOwnerOrAdmin(customer, 'c-2')).toThrow(HttpError);
    try {
      assertOwnerOrAdmin(customer, 'c-2');
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(403);
    }
  });
});
