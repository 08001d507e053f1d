import { ALERT_MESSAGES, type UnsubscribeScope } from '@carshop/contract/alert';
import { UNSUBSCRIBE_TOKEN_PARAM } from '@carshop/contract/page-paths';
import { BellOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CentredCard } from '@/components/ui/centred-card';
import { errorMessage } from '@/lib/error-message';
import { HOME_PATH } from '@/lib/site-paths';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useDescribeUnsubscribeQuery, useUnsubscribeMutation } from '../alerts-api';
import { favouritePaths } from '../paths';

/** The token of `#token=…`, or '' (the server never sees the fragment, so it is read here, after hydration). */
const tokenOfFragment = () =>
  new URLSearchParams(window.location.hash.slice(1)).get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';

const whatItStops = (scope: UnsubscribeScope) =>
  scope.scope === 'all'
    ? 'Every alert email: new cars for your saved searches, and the price drops and stock news of your saved cars.'
    : scope.scope === 'search'
      ? `The emails about new cars for your saved search “${scope.name}”.`
      : `The emails about the ${scope.name}: price drops, back in stock, sold.`;

/**
 * /unsubscribe#token=… (the alert mail's link, ADR 071): says what the link stops and stops it when the button is
 * pressed, signed in or not. Opening the page changes nothing: mail scanners open links (RFC 8058).
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe from alerts');
  const hydrated = useHydrated();
  const [token, setToken] = useState<string>();
  useEffect(() => {
    if (hydrated) setToken(tokenOfFragment());
  }, [hydrated]);
  const described = useDescribeUnsubscribeQuery(token ?? '', { skip: !token });
  const [unsubscribe, outcome] = useUnsubscribeMutation();

  const body = () => {
    if (token === undefined || described.isLoading)
      return (
        <p role="status" className="text-sm text-slate-700">
          Checking your link…
        </p>
      );
    if (!token || described.error || !described.data)
      return (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {token ? errorMessage(described.error, ALERT_MESSAGES.badLink) : ALERT_MESSAGES.badLink}
        </p>
      );
    if (outcome.isSuccess)
      return (
        <div className="grid gap-4">
          <p role="status" className="text-sm font-medium text-emerald-800">
            {ALERT_MESSAGES.unsubscribed}.
          </p>
          <Link
            to={favouritePaths.searches}
            className="tap-area text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Choose your alerts in your dashboard
          </Link>
        </div>
      );
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">This stops: </span>
          {whatItStops(described.data.data)}
        </p>
        {outcome.isError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errorMessage(outcome.error, 'The alerts could not be stopped. Please try again.')}
          </p>
        ) : null}
        <Button type="button" size="lg" disabled={outcome.isLoading} onClick={() => unsubscribe(token)}>
          <BellOffIcon aria-hidden="true" />
          Unsubscribe
        </Button>
      </div>
    );
  };

  return (
    <CentredCard
      title="Unsubscribe from alerts"
      description="The link in our alert email opens this page."
      footer={
        <Link
          to={HOME_PATH}
          className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to the shop
        </Link>
      }
    >
      {body()}
    </CentredCard>
  );
}
