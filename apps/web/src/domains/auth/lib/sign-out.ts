/**
 * A deliberate logout is on its way home. Clearing the session re-renders the protected page before
 * the router has left it (router updates are transitions, store updates are not), and its guard would
 * then send the user to /login. While this flag is set the guards render nothing instead.
 */
let signingOut = false;

export function startSignOut() {
  signingOut = true;
}

export function finishSignOut() {
  signingOut = false;
}

export function isSigningOut() {
  return signingOut;
}
