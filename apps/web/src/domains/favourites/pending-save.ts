/**
 * A heart a visitor tapped (issue 30): they meant to save that car, so it is remembered for this tab while they
 * sign in or sign up, and saved when the heart of that car shows again for them signed in (saved-heart.tsx).
 * Session storage: the wish ends with the tab, and nothing of it reaches the server before they are signed in.
 */
const KEY = 'carshop.save-after-sign-in';

export function rememberSave(carId: string): void {
  try {
    sessionStorage.setItem(KEY, carId);
  } catch {
    // Storage refused (a private window's quota): the visitor taps the heart again after signing in.
  }
}

/** The car a visitor meant to save, if it is `carId`; it is forgotten once taken. */
export function takePendingSave(carId: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== carId) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
