import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectToken } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { HeartButton, type HeartButtonProps } from './heart-button';
import { rememberSave } from './pending-save';

const SavedHeart = lazy(() => import('./saved-heart').then((module) => ({ default: module.SavedHeart })));

/** Where a visitor goes to sign in, coming back to `from` (the auth domain's loginRedirect, given by the app). */
type SignInRedirect = (from: string) => { to: string; state: unknown };

/**
 * The heart (issue 22) on cards and car pages: saves the car for a signed-in customer, or removes it; a visitor is
 * sent to sign in and back, and the car is saved once they are (pending-save.ts). The server renders it unpressed and so does hydration. Only a signed-in customer's
 * page then loads the saved cars' code and list (saved-heart.tsx), so no visitor's first load carries them; a tap
 * while that code is on its way is kept and carried out when it arrives.
 */
export function SaveCarButton({ signIn, ...heart }: HeartButtonProps & { signIn: SignInRedirect }) {
  const hydrated = useHydrated();
  const signedIn = Boolean(useAppSelector(selectToken));
  const [tapped, setTapped] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  if (hydrated && signedIn) {
    return (
      <Suspense fallback={<HeartButton {...heart} pressed={false} onClick={() => setTapped(true)} />}>
        <SavedHeart {...heart} tapped={tapped} onReplayed={() => setTapped(false)} />
      </Suspense>
    );
  }
  const sendToSignIn = async () => {
    rememberSave(heart.car._id);
    const { to, state } = signIn(`${location.pathname}${location.search}`);
    await navigate(to, { state });
  };
  return <HeartButton {...heart} pressed={false} onClick={sendToSignIn} />;
}
