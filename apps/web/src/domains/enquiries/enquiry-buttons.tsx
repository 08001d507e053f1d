import { tradeInPage } from '@carshop/contract/page-paths';
import { CalendarClockIcon, MessageCircleQuestionIcon, RepeatIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { earlyTap } from '@/lib/early-taps';
import type { EnquiryCar, EnquiryKind } from './enquiry-kind';

const loadDialog = () => import('./components/enquiry-dialog');
const EnquiryDialog = lazy(() => loadDialog().then((m) => ({ default: m.EnquiryDialog })));

const BUTTONS = [
  { kind: 'question', label: 'Ask about this car', Icon: MessageCircleQuestionIcon },
  { kind: 'test-drive', label: 'Book a test drive', Icon: CalendarClockIcon },
] as const;

/**
 * "Ask about this car" and "Book a test drive" on a car's page (issue 22), and "Value my trade-in" (issue 32: a
 * link to its page with this car as the one wanted). The buttons are all the page loads:
 * the dialog with its form and schemas is fetched when the pointer or focus reaches a button, and opened by the
 * click. A tap before the app has run is kept and done once it has (lib/early-taps.ts).
 */
export function EnquiryButtons({ car }: { car: EnquiryCar }) {
  const [kind, setKind] = useState<EnquiryKind | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefetch = () => {
    loadDialog().catch(() => {}); // a failure shows when the dialog is opened
  };

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {BUTTONS.map(({ kind: which, label, Icon }) => (
        <Button
          key={which}
          type="button"
          variant="outline"
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onPointerDown={prefetch}
          onFocus={prefetch}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setKind(which);
            setOpen(true);
          }}
          {...earlyTap(`Opening “${label}”`)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      <ButtonLink to={tradeInPage(car._id)} variant="outline">
        <RepeatIcon aria-hidden="true" />
        Value my trade-in
      </ButtonLink>
      {kind ? (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600 sm:self-center">
              Opening the form…
            </p>
          }
        >
          <EnquiryDialog
            key={kind}
            kind={kind}
            car={car}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
