import { describe, expect, it } from 'vitest';
import { allows, canCancelOrder, canReadOrder, POLICIES } from './policies.ts';

const customer = { id: 'c-1', role: 'customer' as const };
const admin = { id: 'a-1', role: 'admin' as const };

describe('the owner-or-admin policy', () => {
  it('lets the owner and any admin act on a resource', () => {
    expect(canReadOrder(customer, { userId: 'c-1' })).toBe(true);
    expect(canReadOrder(admin, { userId: 'c-1' })).toBe(true);
  });

  it('refuses anyone else', () => {
    expect(canReadOrder(customer, { userId: 'c-2' })).toBe(false);
    expect(canReadOrder(customer, { userId: '' })).toBe(false);
    expect(canReadOrder(customer, { userId: null })).toBe(false);
  });
});

describe('the table', () => {
  it('lets only the owner cancel, not an admin', () => {
    expect(canCancelOrder(customer, { userId: 'c-1' })).toBe(true);
    expect(canCancelOrder(admin, { userId: 'c-1' })).toBe(false);
  });

  it('refuses visitors everything that is not for anyone', () => {
    for (const [action, policy] of Object.entries(POLICIES)) {
      expect(allows(action as keyof typeof POLICIES, null), action).toBe('anyone' in policy);
    }
  });
});
