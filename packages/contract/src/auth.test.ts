import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, registerSchema } from './auth.ts';
import { checkoutFormSchema } from './order.ts';

describe('registerSchema', () => {
  it('lower-cases the email and strips a role or status sent by the client', () => {
    const parsed = registerSchema.parse({
      name: 'Ann',
      email: 'Ann@Example.COM',
      password: 'longenough',
      role: 'admin',
      status: 'active',
    });
    expect(parsed).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'longenough' });
  });
  it('requires 8 characters', () => {
    const result = registerSchema.safeParse({ name: 'Ann', email: 'ann@example.com', password: 'short' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
});

describe('loginSchema', () => {
  it('rejects an invalid email', () => {
    expect(loginSchema.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid email',
    );
  });
});

describe('changePasswordSchema', () => {
  it("uses the specification's messages", () => {
    const issues = changePasswordSchema
      .safeParse({ password: '', newPassword: '' })
      .error?.issues.map((i) => i.message);
    expect(issues).toEqual(
      expect.arrayContaining(['Current Password is required', 'New Password is required']),
    );
  });
});

describe('checkoutFormSchema', () => {
  it("uses the specification's messages", () => {
    const issues = checkoutFormSchema
      .safeParse({ name: '', email: 'x', phone: '123', address: 'abc' })
      .error?.issues.map((i) => i.message);
    expect(issues).toEqual(
      expect.arrayContaining([
        'Full name is required',
        'Invalid email',
        'Phone number is required',
        'Address is required',
      ]),
    );
  });
});
