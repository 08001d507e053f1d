import { EMAIL_VERIFICATION_MESSAGES } from '@carshop/contract/email-verification';
import { VERIFY_TOKEN_PARAM } from '@carshop/contract/page-paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { CentredCard } from '@/components/ui/centred-card';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { VerifyEmailBanner } from '@/domains/users/verify-email-banner';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { HOME_PATH } from '@/lib/site-paths';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifyEmailMutation } from '../api';
import { authPaths } from '../paths';

type Outcome = { kind: 'verifying' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The token of `#token=…`, or '' (the server never sees the fragment, so it is read here, after hydration). */
const tokenOfFragment = () =>
  new URLSearchParams(window.location.hash.slice(1)).get(VERIFY_TOKEN_PARAM) ?? '';

/**
 * /verify-email#token=… (the mailed link, ADR 048): confirms the account's email once the page runs, signed in or
 * not. The token is taken out of the address at once, so it stays in no history entry.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm your email');
  const hydrated = useHydrated();
  const user = useAppSelector(selectSessionUser);
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const token = tokenOfFragment();
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    if (!token) {
      setOutcome({ kind: 'failed', message: EMAIL_VERIFICATION_MESSAGES.badLink });
      return;
    }
    verify({ token })
      .unwrap()
      .then(
        () => setOutcome({ kind: 'done' }),
        (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
      );
  }, [hydrated, verify]);

  const footer = (
    <Link to={HOME_PATH} className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline">
      Back to the shop
    </Link>
  );

  return (
    <CentredCard
      title="Confirm your email"
      description="The link we mailed you opens this page."
      footer={footer}
    >
      {outcome.kind === 'verifying' ? (
        <p role="status" className="text-sm text-slate-700">
          Confirming your email address…
        </p>
      ) : outcome.kind === 'done' ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm font-medium text-emerald-800">
            {EMAIL_VERIFICATION_MESSAGES.verified}
          </p>
          <ButtonLink to={user ? dashboardPaths.dashboard : authPaths.login} size="lg" className="w-full">
            {user ? 'Go to your dashboard' : 'Log in'}
          </ButtonLink>
        </div>
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {outcome.message}
          </p>
          {user ? (
            <VerifyEmailBanner />
          ) : (
            <ButtonLink to={authPaths.login} size="lg" className="w-full">
              Log in to ask for a new link
            </ButtonLink>
          )}
        </div>
      )}
    </CentredCard>
  );
}
