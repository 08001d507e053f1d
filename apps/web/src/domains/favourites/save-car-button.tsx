import type { Car } from '@carshop/contract/car';
import { HeartIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { selectToken } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useGetFavouritesQuery, useRemoveFavouriteMutation, useSaveFavouriteMutation } from './api';

/** Where a visitor goes to sign in, coming back to `from` (the auth domain's loginRedirect, given by the app). */
type SignInRedirect = (from: string) => { to: string; state: unknown };

type SaveCarButtonProps = {
  car: Car;
  /** `card`: a round heart on the photo. `detail`: a large button with the words. */
  variant: 'card' | 'detail';
  signIn: SignInRedirect;
  className?: string;
};

/**
 * The heart (issue 22): saves the car for a signed-in customer, or removes it. A visitor is sent to sign in and
 * back. The server renders it unpressed and so does hydration: the saved list is asked for (once for every heart
 * on the page) only after hydration, and only with a session.
 */
export function SaveCarButton({ car, variant, signIn, className }: SaveCarButtonProps) {
  const hydrated = useHydrated();
  const signedIn = Boolean(useAppSelector(selectToken));
  const { saved } = useGetFavouritesQuery(undefined, {
    skip: !hydrated || !signedIn,
    selectFromResult: ({ data }) => ({ saved: Boolean(data?.data.some((item) => item.car._id === car._id)) }),
  });
  const [save] = useSaveFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const location = useLocation();
  const navigate = useNavigate();
  const pressed = hydrated && signedIn && saved;

  const toggle = async () => {
    if (!signedIn) {
      const { to, state } = signIn(`${location.pathname}${location.search}`);
      await navigate(to, { state });
      return;
    }
    const result = await (pressed ? remove(car._id) : save(car));
    if (result.error) notify.error(errorMessage(result.error, 'Your saved cars could not be changed.'));
  };

  return (
    <Button
      type="button"
      variant="outline"
      size={variant === 'card' ? 'icon' : 'lg'}
      aria-pressed={pressed}
      // One name whatever the state (the state is aria-pressed), so it stays the same control for a screen reader.
      aria-label={`Save ${car.brand} ${car.model}`}
      title={pressed ? 'Saved' : 'Save'}
      onClick={toggle}
      className={cn(
        variant === 'card' && 'rounded-full! shadow-md',
        pressed && 'border-rose-300! text-rose-700! hover:bg-rose-50!',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={cn(pressed && 'fill-current')} />
      {variant === 'detail' && (pressed ? 'Saved' : 'Save')}
    </Button>
  );
}
