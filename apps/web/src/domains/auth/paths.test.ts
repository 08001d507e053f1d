import { describe, expect, it } from 'vitest';
import { authPaths, loginRedirect } from './paths';

describe('the login redirect', () => {
  it('sends a visitor to /login with the origin in history state, not in the address', () => {
    expect(loginRedirect('/dashboard/users?x=1')).toEqual({
      to: authPaths.login,
      state: { from: '/dashboard/users?x=1' },
    });
    expect(loginRedirect()).toEqual({ to: '/login', state: {} });
  });
});
