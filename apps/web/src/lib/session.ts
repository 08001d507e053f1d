import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { jwtDecode } from 'jwt-decode';

/**
 * Who is signed in: the access token and the user decoded from it (spec §3 "Auth state").
 * Lives in lib because the API client needs it; the login screens live in domains/auth.
 * Persisted under the key `auth` (see app/store.ts).
 */
export type SessionUser = { id: string; email: string; role: string; iat?: number; exp?: number };
type SessionState = {
  user: SessionUser | null;
  token: string | null;
  /**
   * The API said the account is blocked (403): signed out, and the guarded pages send to the page that says so.
   * Present only then, and for this page load only: the stored `auth` is read back field by field of the initial
   * state (lib/persist.ts), so after a reload the guards ask to log in, where the login says blocked.
   */
  blocked?: true;
};
/** The part of the store this slice owns, under the specification's storage key. */
export type SessionRootState = { auth: SessionState };

const initialState: SessionState = { user: null, token: null };

export function decodeUser(token: string): SessionUser | null {
  try {
    const claims = jwtDecode<SessionUser>(token);
    return claims && typeof claims.id === 'string' ? claims : null;
  } catch {
    return null;
  }
}

const sessionSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Signed in: user and token are always set together. */
    setSession(state, action: PayloadAction<string>) {
      const user = decodeUser(action.payload);
      state.user = user;
      state.token = user ? action.payload : null;
      delete state.blocked;
    },
    /** Signed out: both cleared. */
    clearSession() {
      return initialState;
    },
    /** The account was blocked while signed in: the session ends, and the guarded pages show why. */
    accountBlocked(): SessionState {
      return { user: null, token: null, blocked: true };
    },
  },
});

export const { setSession, clearSession, accountBlocked } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSessionUser = (state: SessionRootState) => state.auth.user;
export const selectToken = (state: SessionRootState) => state.auth.token;
export const selectAccountBlocked = (state: SessionRootState) => state.auth.blocked === true;
