import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { authPaths } from '../paths';

// Loaded only for signed-in visitors: the menu's popper and focus code stays out of everyone's first load.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * Right side of the public header. Visitors: Login and Register (Register hidden on the smallest screens).
 * Signed in: the 'My Account' menu with Dashboard, Profile and Log out.
 *
 * The server cannot know who is signed in, so it renders this area empty, at the size it will have (the box
 * is as wide as Login + Register, right-aligned): what appears after hydration moves nothing around it.
 */
export function HeaderAccount() {
  const hydrated = useHydrated();
  const user = useAppSelector(selectSessionUser);
  return (
    <div data-slot="header-account" className="flex h-10 w-20 shrink-0 items-center justify-end sm:w-44">
      {!hydrated ? null : user ? (
        <Suspense fallback={<span className="inline-block size-10" aria-hidden="true" />}>
          <AccountMenu email={user.email} />
        </Suspense>
      ) : (
        <div className="flex items-center gap-2">
          <ButtonLink to={authPaths.login} variant="outline" size="sm">
            Login
          </ButtonLink>
          <ButtonLink to={authPaths.register} size="sm" className="max-sm:hidden">
            Register
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
