import { BellPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { selectToken } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';

// The dialog, its form and the contract's schema load only for a signed-in buyer: no visitor's first load carries them.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

type SignInRedirect = (from: string) => { to: string; state: unknown };

/**
 * "Save this search" on the catalogue (issue 32): a signed-in buyer names the current filter (`query`, the
 * catalogue address's query string) and may be mailed new matches; a visitor is sent to sign in and back.
 */
export function SaveSearchButton({ query, signIn }: { query: string; signIn: SignInRedirect }) {
  const hydrated = useHydrated();
  const signedIn = Boolean(useAppSelector(selectToken));
  // A tap while the dialog's code is on its way opens it once it arrives.
  const [tapped, setTapped] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const button = (onClick?: () => void) => (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      <BellPlusIcon aria-hidden="true" />
      Save this search
    </Button>
  );
  if (hydrated && signedIn) {
    return (
      <Suspense fallback={button(() => setTapped(true))}>
        <SaveSearchDialog query={query} trigger={button()} openAtOnce={tapped} />
      </Suspense>
    );
  }
  return button(async () => {
    const { to, state } = signIn(`${location.pathname}${location.search}`);
    await navigate(to, { state });
  });
}
