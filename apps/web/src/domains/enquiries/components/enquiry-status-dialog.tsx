import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@carshop/contract/enquiry';
import { useState } from 'react';
import { EmailLink, PhoneLink } from '@/components/ui/call-link';
import { ChoiceSelectField, FormDialog, FormDialogForm, useChoiceForm } from '@/components/ui/form-dialog';
import { RowActionButton } from '@/components/ui/row-action-button';
import { formatDateTime } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useUpdateEnquiryStatusMutation } from '../api';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS } from './enquiry-badges';
import { EnquirySubject } from './enquiry-subject';
import { EnquiryComposer, LoadedEnquiryEntries } from './enquiry-thread';
import { TestDriveControls } from './test-drive-controls';
import { TradeInOfferControls } from './trade-in-offer';

/**
 * An enquiry in full for staff (the whole message, how to reach the sender), its thread (replies mailed to the
 * buyer, internal notes: issue 30) and its status: New until someone answers (a reply makes it Contacted),
 * Closed when nothing more is to be done.
 */
export function EnquiryStatusDialog({ enquiry }: { enquiry: Enquiry }) {
  const [open, setOpen] = useState(false);
  const [update, { isLoading }] = useUpdateEnquiryStatusMutation();
  const save = (status: EnquiryStatus) =>
    mutateWithToast(update({ id: enquiry._id, status }), { onSuccess: () => setOpen(false) });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title={`${ENQUIRY_TYPE_LABELS[enquiry.type]} from ${enquiry.name}`}
      description={`Received ${formatDateTime(enquiry.createdAt)}. Reply here (the buyer gets it by email), or call, then set the status.`}
      trigger={<RowActionButton label="Open" target={`the enquiry from ${enquiry.name}`} />}
    >
      <StatusForm enquiry={enquiry} onSave={save} />
    </FormDialog>
  );
}

function StatusForm({ enquiry, onSave }: { enquiry: Enquiry; onSave: (status: EnquiryStatus) => unknown }) {
  const status = useChoiceForm(enquiry.status, onSave);
  return (
    <FormDialogForm onSubmit={status.onSubmit} submitLabel="Save">
      <dl className="grid gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">About</dt>
        <dd className="text-slate-900">
          <EnquirySubject enquiry={enquiry} />
        </dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all">
          <EmailLink email={enquiry.email} />
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">
          {enquiry.phone ? <PhoneLink phone={enquiry.phone} /> : 'Not given'}
        </dd>
      </dl>
      <figure className="grid gap-1">
        <figcaption className="text-sm font-medium text-slate-700">Message</figcaption>
        <blockquote className="max-h-48 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-900">
          {enquiry.message}
        </blockquote>
      </figure>
      {enquiry.type === 'test-drive' ? <TestDriveControls enquiry={enquiry} /> : null}
      {enquiry.tradeIn ? <TradeInOfferControls enquiry={enquiry} tradeIn={enquiry.tradeIn} /> : null}
      <section aria-label="Thread" className="grid gap-3">
        <LoadedEnquiryEntries id={enquiry._id} staff />
        <EnquiryComposer id={enquiry._id} />
      </section>
      <ChoiceSelectField
        choice={status}
        label="Status"
        values={ENQUIRY_STATUSES}
        optionLabel={(value) => ENQUIRY_STATUS_LABELS[value]}
      />
    </FormDialogForm>
  );
}
