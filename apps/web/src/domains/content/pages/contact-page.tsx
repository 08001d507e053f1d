import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { MAP_EMBED_URL, SITE } from '@/content/site';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactForm } from '../components/contact-form';

const CONTACT_CARDS = [
  {
    icon: MailIcon,
    title: 'Email',
    value: SITE.email,
    href: `mailto:${SITE.email}`,
    note: 'We reply within one working day.',
  },
  { icon: PhoneIcon, title: 'Phone', value: SITE.phone, href: SITE.phoneHref, note: SITE.hours },
  {
    icon: MapPinIcon,
    title: 'Address',
    value: SITE.address,
    href: undefined,
    note: 'Free parking for visitors.',
  },
];

export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <>
      <PageHeader
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Questions about a car, financing or delivery? Call, write or drop by the showroom."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {CONTACT_CARDS.map(({ icon: Icon, title, value, href, note }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
                {href ? (
                  <a href={href} className="tap-area font-medium break-words text-brand-700 hover:underline">
                    {value}
                  </a>
                ) : (
                  <p className="font-medium text-slate-800">{value}</p>
                )}
                <p className="text-sm text-slate-600">{note}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="grid gap-8 lg:grid-cols-2">
          <ContactForm />
          <div className="min-h-80 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm">
            <iframe
              title={`Map showing ${SITE.address}`}
              src={MAP_EMBED_URL}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="size-full min-h-80 border-0"
            />
          </div>
        </div>
      </div>
    </>
  );
}
