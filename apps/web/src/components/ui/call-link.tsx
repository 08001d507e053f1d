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
