import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';

// Loaded only for signed-in visitors: the menu's popper and focus code stays out of everyone's first load.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * Right side of the public header. Visitors: Login and Register (Register hidden on the smallest screens).
 * Signed in: the 'My Account' menu with Dashboard, Profile and Log out.
 */
export function HeaderAccount() {
  const user = useAppSelector(selectSessionUser);
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.login}>Login</Link>
        </Button>
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link to={paths.register}>Register</Link>
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<span className="inline-block size-10" aria-hidden="true" />}>
      <AccountMenu email={user.email} />
    </Suspense>
  );
}
