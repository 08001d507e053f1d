import { ACCOUNT_BLOCKED_MESSAGE } from '@carshop/contract/constants';
import { HomeIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SITE } from '@/content/site';
import { HOME_PATH } from '@/lib/site-paths';
import { usePageTitle } from '@/lib/use-page-title';
import { authPaths } from '../paths';

const CONTACTS = [
  { icon: MailIcon, label: 'Email', value: SITE.email, href: `mailto:${SITE.email}` },
  { icon: PhoneIcon, label: 'Phone', value: SITE.phone, href: SITE.phoneHref, note: SITE.hours },
  { icon: MapPinIcon, label: 'Address', value: SITE.address },
] as const;

/**
 * /account-blocked: where a session lands once the shop has blocked its account (the API answers 403, the guards
 * send it here). It says what happened and how to reach the shop, with the shop's own contact details, instead
 * of a dashboard whose every part failed with "Try again".
 */
export function AccountBlockedPage() {
  usePageTitle('Account blocked');
  return (
    <div className="flex min-h-[calc(100dvh-12rem)] items-center justify-center bg-slate-50 px-4 py-12">
      <section
        aria-labelledby="blocked-title"
        className="grid w-full max-w-lg gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="grid gap-2">
          <h1 id="blocked-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {ACCOUNT_BLOCKED_MESSAGE}
          </h1>
          <p className="text-slate-700">
            You have been signed out. While the account is blocked you cannot sign in, order or follow your
            orders. If you think this is a mistake, or want to know why, please contact us: we are glad to
            help.
          </p>
        </div>
        <dl className="grid gap-3">
          {CONTACTS.map(({ icon: Icon, label, value, ...contact }) => (
            <div key={label} className="grid gap-0.5">
              <dt className="flex items-center gap-3 text-sm font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {label}
              </dt>
              <dd className="min-w-0 pl-8 break-words text-slate-700">
                {'href' in contact ? (
                  <a
                    href={contact.href}
                    className="tap-area font-medium text-brand-700 underline underline-offset-2"
                  >
                    {value}
                  </a>
                ) : (
                  value
                )}
                {'note' in contact ? (
                  <span className="block text-sm text-slate-600">{contact.note}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <a href={`mailto:${SITE.email}`} className={buttonVariants()}>
            <MailIcon aria-hidden="true" />
            Email us
          </a>
          <ButtonLink to={HOME_PATH} variant="outline">
            <HomeIcon aria-hidden="true" />
            Back to homepage
          </ButtonLink>
        </div>
        <p className="text-sm text-slate-600">
          Another account?{' '}
          <Link to={authPaths.login} className="font-semibold text-brand-700 underline underline-offset-2">
            Log in
          </Link>
        </p>
      </section>
    </div>
  );
}
