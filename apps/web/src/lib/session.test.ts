import { describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/tokens';
import {
  accountBlocked,
  clearSession,
  decodeUser,
  selectAccountBlocked,
  selectSessionUser,
  selectToken,
  sessionReducer,
  setSession,
} from './session';

const claims = { id: 'u-1', email: 'customer@example.com', role: 'customer', iat: 1, exp: 2 };

describe('session slice', () => {
  it('starts signed out', () => {
    expect(sessionReducer(undefined, { type: 'init' })).toEqual({ user: null, token: null });
  });

  it('setSession stores the token and the user decoded from it, together', () => {
    const token = tokenFor(claims);
    const state = sessionReducer(undefined, setSession(token));
    expect(state.token).toBe(token);
    expect(state.user).toEqual(claims);
    expect(selectSessionUser({ auth: state })?.role).toBe('customer');
    expect(selectToken({ auth: state })).toBe(token);
  });

  it('setSession with a token that cannot be decoded leaves both empty', () => {
    const signedIn = sessionReducer(undefined, setSession(tokenFor(claims)));
    expect(sessionReducer(signedIn, setSession('not-a-jwt'))).toEqual({ user: null, token: null });
    expect(sessionReducer(undefined, setSession(tokenFor({ email: 'no-id@example.com' })))).toEqual({
      user: null,
      token: null,
    });
  });

  it('accountBlocked signs out and remembers why; the next sign-in forgets it', () => {
    const signedIn = sessionReducer(undefined, setSession(tokenFor(claims)));
    const blocked = sessionReducer(signedIn, accountBlocked());
    expect(blocked).toEqual({ user: null, token: null, blocked: true });
    expect(selectAccountBlocked({ auth: blocked })).toBe(true);
    const again = sessionReducer(blocked, setSession(tokenFor(claims)));
    expect(again.user?.id).toBe('u-1');
    expect(selectAccountBlocked({ auth: again })).toBe(false);
  });

  it('clearSession signs out', () => {
    const signedIn = sessionReducer(undefined, setSession(tokenFor(claims)));
    expect(sessionReducer(signedIn, clearSession())).toEqual({ user: null, token: null });
  });
});

describe('decodeUser', () => {
  it('returns null for garbage instead of throwing', () => {
    expect(decodeUser('')).toBeNull();
    expect(decodeUser('a.b.c')).toBeNull();
  });
});
