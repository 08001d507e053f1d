import type { Enquiry } from '@carshop/contract/enquiry';
import { CircleCheckIcon } from 'lucide-react';
import { type ComponentProps, type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/loading-block';
import { useGetMeQuery } from '@/domains/users/api';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import type { EnquiryCar, EnquiryKind } from '../enquiry-kind';
import { formatDay } from '../lib/format-day';
import { EnquiryForm } from './enquiry-form';

type EnquiryDialogProps = {
  kind: EnquiryKind;
  car: EnquiryCar;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const TEXTS = {
  question: {
    title: (car: string) => `Ask about the ${car}`,
    description: 'We answer by email, usually within a working day.',
  },
  'test-drive': {
    title: (car: string) => `Book a test drive of the ${car}`,
    description: 'Choose a day and a time; we call you to confirm.',
  },
} as const;

/**
 * The car page's enquiry dialog (issue 22), loaded when a button is reached: the form, then what was sent. A
 * signed-in customer finds their name and email filled in. While it sends, nothing closes it.
 */
export function EnquiryDialog({ kind, car, open, onOpenChange, returnFocusTo }: EnquiryDialogProps) {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ enquiry: Enquiry; message: string } | null>(null);
  const title = TEXTS[kind].title(`${car.brand} ${car.model}`);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
        if (!next) setSent(null); // opened again, it offers a new form
      }}
    >
      <DialogContent
        showCloseButton={!pending}
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeading title={title} description={TEXTS[kind].description} />
        {sent ? (
          <Sent {...sent} />
        ) : (
          <PrefilledForm
            kind={kind}
            car={car}
            onPendingChange={setPending}
            onSent={(enquiry, message) => {
              // The form goes with this render: its "no longer sending" would never arrive.
              setPending(false);
              setSent({ enquiry, message });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** For a signed-in customer, the form waits for their account (name and email) so that it starts filled in. */
function PrefilledForm(props: Omit<ComponentProps<typeof EnquiryForm>, 'sender'>) {
  const user = useAppSelector(selectSessionUser);
  const me = useGetMeQuery(user?.id ?? '', { skip: !user });
  if (user && me.isLoading) {
    return (
      <LoadingBlock
        label="Filling in your details"
        className="grid gap-4"
        skeletons={['h-16 w-full', 'h-16 w-full', 'h-28 w-full']}
      />
    );
  }
  const sender = user
    ? { name: me.data?.data.name ?? '', email: me.data?.data.email ?? user.email }
    : undefined;
  return <EnquiryForm {...props} sender={sender} />;
}

function Sent({ enquiry, message }: { enquiry: Enquiry; message: string }) {
  return (
    <div role="status" className="grid gap-4">
      <div className="flex gap-3 rounded-lg bg-green-50 p-4 text-sm text-green-900">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div className="grid gap-1">
          <p className="font-semibold">{message}</p>
          {enquiry.preferredDate ? (
            <p>
              You asked for{' '}
              <strong>
                {formatDay(enquiry.preferredDate)} at {enquiry.preferredTime}
              </strong>
              .
            </p>
          ) : null}
          <p>
            We sent a confirmation to <strong className="break-all">{enquiry.email}</strong>.
          </p>
        </div>
      </div>
      <DialogClose asChild>
        <Button type="button" className="sm:justify-self-end">
          Close
        </Button>
      </DialogClose>
    </div>
  );
}
