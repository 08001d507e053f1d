import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { SITE } from '@/content/site';
import { dealer } from '@/lib/dealer';
import { BrandLink } from './brand-link';

/** The specification's footer links have no targets: shown as text, not as links that go nowhere. */
const FOOTER_COLUMNS = [
  { title: 'Company', items: ['Our Story', 'Careers', 'Press', 'Partners'] },
  { title: 'Support', items: ['Help Center', 'Financing', 'Terms of Service', 'Privacy Policy'] },
];

export function PublicFooter() {
  const { address, phone } = dealer();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <BrandLink inverted className="self-start" />
          <p className="max-w-xs text-sm leading-relaxed text-slate-300">
            {SITE.tagline} Visit our showroom or shop online, wherever you are.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
            <ul className="mt-4 flex flex-col gap-2.5 text-sm">
              {column.items.map((item) => (
                <li key={item}>
                  <span className="text-slate-300">{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden="true" />
              {address}
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden="true" />
              {phone}
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden="true" />
              {SITE.email}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          © {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
