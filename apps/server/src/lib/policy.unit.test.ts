import { describe, expect, it } from 'vitest';
import { canActOn } from './policy.ts';

const customer = { id: 'c-1', role: 'customer' as const };
const admin = { id: 'a-1', role: 'admin' as const };

describe('the owner-or-admin policy', () => {
  it('lets the owner and any admin act on a resource', () => {
    expect(canActOn(customer, 'c-1')).toBe(true);
    expect(canActOn(admin, 'c-1')).toBe(true);
  });

  it('refuses anyone else', () => {
    expect(canActOn(customer, 'c-2')).toBe(false);
    expect(canActOn(customer, '')).toBe(false);
  });
});
