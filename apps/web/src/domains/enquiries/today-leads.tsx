import type { Enquiry } from '@carshop/contract/enquiry';
import { addDays } from '@carshop/contract/opening-hours';
import { AgendaItem } from '@/components/ui/agenda';
import { Button } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { Spinner } from '@/components/ui/spinner';
import { formatSpan } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useScheduleTestDriveMutation } from './api';
import { ENQUIRY_TYPE_LABELS } from './components/enquiry-badges';
import { EnquiryStatusDialog } from './components/enquiry-status-dialog';
import { formatDay } from './lib/format-day';

/** The leads of the staff's Today (issue 30), each one tap from its action. */

/** When the answer was computed, and the shop's day then: ages and "today" are read from them. */
type When = { now: string; today: string };

function dayWord(date: string | null, { today }: When): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return date ? formatDay(date) : '';
}

/** A test drive asked for today or by the next open day: Confirm (one tap; the buyer is mailed), Call, or Open the thread. */
export function TestDriveToConfirm({ enquiry, when }: { enquiry: Enquiry; when: When }) {
  const [schedule, { isLoading }] = useScheduleTestDriveMutation();
  const carGone = enquiry.car?._id === null;
  return (
    <AgendaItem
      urgent={enquiry.preferredDate === when.today}
      title={
        <>
          {dayWord(enquiry.preferredDate, when)} at {enquiry.preferredTime} · {enquiry.name}
        </>
      }
      actions={
        <>
          <Button
            type="button"
            size="sm"
            disabled={isLoading || carGone}
            aria-busy={isLoading}
            onClick={() => mutateWithToast(schedule({ id: enquiry._id, status: 'confirmed' }))}
          >
            {isLoading && <Spinner />}
            Confirm <span className="sr-only">the test drive of {enquiry.name}</span>
          </Button>
          {enquiry.phone ? <CallLink phone={enquiry.phone} name={enquiry.name} /> : null}
          <EnquiryStatusDialog enquiry={enquiry} />
        </>
      }
    >
      <p className="text-slate-700">
        {enquiry.car?.title}
        {carGone ? ' (no longer listed)' : ''}
      </p>
      <p className="text-slate-600">Asked {formatSpan(enquiry.createdAt, when.now)} ago</p>
    </AgendaItem>
  );
}

/** An enquiry nobody has answered: how long it has waited (a day or more stands out), Open the thread, Call. */
export function WaitingEnquiry({ enquiry, when }: { enquiry: Enquiry; when: When }) {
  const waitedMs = new Date(when.now).getTime() - new Date(enquiry.createdAt).getTime();
  const about = enquiry.car ? ` about the ${enquiry.car.title}` : '';
  return (
    <AgendaItem
      urgent={waitedMs >= 86_400_000}
      title={
        <>
          {enquiry.name} · {ENQUIRY_TYPE_LABELS[enquiry.type]}
          {about}
        </>
      }
      actions={
        <>
          <EnquiryStatusDialog enquiry={enquiry} />
          {enquiry.phone ? <CallLink phone={enquiry.phone} name={enquiry.name} /> : null}
        </>
      }
    >
      <p className="line-clamp-2 break-words text-slate-700">{enquiry.message}</p>
      <p className="font-medium text-slate-700">Waiting {formatSpan(enquiry.createdAt, when.now)}</p>
    </AgendaItem>
  );
}
