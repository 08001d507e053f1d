import type { Enquiry, EnquiryType } from '@carshop/contract/enquiry';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { RowActionButton } from '@/components/ui/row-action-button';
import { formatDateTime } from '@/lib/format';
import { LoadedEnquiryEntries } from './enquiry-thread';
import { TradeInOfferPanel } from './trade-in-offer';

const NOUNS: Record<EnquiryType, string> = {
  question: 'question',
  'test-drive': 'test-drive request',
  general: 'message',
  'trade-in': 'trade-in request',
};

/** A buyer's own enquiry with the shop's replies (issue 30): what they wrote, then what the shop answered. */
export function EnquiryRepliesDialog({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <RowActionButton
          label={enquiry.type === 'trade-in' ? 'Offer' : 'Replies'}
          target={`to your ${NOUNS[enquiry.type]} of ${formatDateTime(enquiry.createdAt)}`}
        />
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title={`Your ${NOUNS[enquiry.type]}`}
          description={`Sent ${formatDateTime(enquiry.createdAt)}${enquiry.car ? ` about the ${enquiry.car.title}` : ''}. Our replies also reach you by email.`}
        />
        {enquiry.tradeIn ? <TradeInOfferPanel enquiry={enquiry} tradeIn={enquiry.tradeIn} /> : null}
        {enquiry.message ? (
          <figure className="grid gap-1">
            <figcaption className="text-sm font-medium text-slate-700">You wrote</figcaption>
            <blockquote className="max-h-40 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-900">
              {enquiry.message}
            </blockquote>
          </figure>
        ) : null}
        <LoadedEnquiryEntries id={enquiry._id} staff={false} />
      </DialogContent>
    </Dialog>
  );
}
