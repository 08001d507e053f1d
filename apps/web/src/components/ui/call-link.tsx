import { PhoneIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/** The digits (and a leading +) of a phone number as people write it: what a `tel:` link dials. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "Call": one tap dials `phone` on a phone (a `tel:` link that looks like a small outline button). */
export function CallLink({ phone, name, className }: { phone: string; name: string; className?: string }) {
  return (
    <a
      data-slot="call-link"
      href={telHref(phone)}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      <PhoneIcon aria-hidden="true" />
      Call{' '}
      <span className="sr-only">
        {name} on {phone}
      </span>
    </a>
  );
}

/** A link in a list of details: underlined on hover, and 44 px tall to a finger (`tap-area`) without moving the line. */
const detailLink = 'tap-area text-brand-700 underline-offset-4 hover:underline';

/** The buyer's email as a link that opens a new mail to them (staff's order and enquiry dialogs). */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className={detailLink} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** The buyer's phone, as they wrote it, as a link that dials it. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={detailLink} href={telHref(phone)}>
      {phone}
    </a>
  );
}
