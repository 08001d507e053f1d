import type { Enquiry } from '@carshop/contract/enquiry';
import type { ListRows } from '@/components/dashboard-list-page';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { EnquiryStatusBadge, EnquiryTypeBadge } from './enquiry-badges';
import { EnquiryRepliesDialog } from './enquiry-replies-dialog';
import { EnquiryStatusDialog } from './enquiry-status-dialog';
import { EnquirySubject } from './enquiry-subject';

const received: Column<Enquiry> = {
  header: 'Received',
  className: 'whitespace-nowrap',
  cell: (enquiry) => formatDateTime(enquiry.createdAt),
  placeholder: 112,
};
const type: Column<Enquiry> = {
  header: 'Type',
  cell: (enquiry) => <EnquiryTypeBadge type={enquiry.type} />,
  placeholder: 72,
};
const about: Column<Enquiry> = {
  header: 'About',
  className: 'min-w-40',
  cell: (enquiry) => <EnquirySubject enquiry={enquiry} />,
  placeholder: 144,
};
const message: Column<Enquiry> = {
  header: 'Message',
  className: 'min-w-48 max-w-80',
  cell: (enquiry) => <p className="line-clamp-3 break-words whitespace-pre-line">{enquiry.message}</p>,
  placeholder: 192,
};
const status: Column<Enquiry> = {
  header: 'Status',
  cell: (enquiry) => <EnquiryStatusBadge status={enquiry.status} />,
  placeholder: 72,
};

/** The admin's enquiries (issue 22): who wrote, about what, their words, and where the shop is with it. */
const ADMIN_ENQUIRY_COLUMNS: readonly Column<Enquiry>[] = [
  received,
  type,
  {
    header: 'From',
    // One block: on a phone's card a cell lays its children out in a row.
    cell: (enquiry) => (
      <div className="grid min-w-0 gap-0.5">
        <div className="font-semibold text-slate-900">{enquiry.name}</div>
        <div className="text-xs break-all text-slate-600">{enquiry.email}</div>
        {enquiry.phone ? (
          <div className="text-xs whitespace-nowrap text-slate-600">{enquiry.phone}</div>
        ) : null}
      </div>
    ),
    placeholder: 160,
  },
  about,
  message,
  status,
  {
    header: 'Action',
    cell: (enquiry) => <EnquiryStatusDialog enquiry={enquiry} />,
    placeholder: 64,
    actions: true,
  },
];

/** A customer's own enquiries: what they asked and whether the shop has answered. */
const CUSTOMER_ENQUIRY_COLUMNS: readonly Column<Enquiry>[] = [
  { ...received, header: 'Sent' },
  type,
  about,
  message,
  status,
  {
    header: 'Replies',
    cell: (enquiry) => <EnquiryRepliesDialog enquiry={enquiry} />,
    placeholder: 64,
    actions: true,
  },
];

/** Every enquiry, for staff, searched as the staff search finds them (issue 30, ADR 061). */
export const ADMIN_ENQUIRY_ROWS = {
  noun: 'enquiries',
  search: 'Phone, name, email, car or VIN',
  columns: ADMIN_ENQUIRY_COLUMNS,
} satisfies ListRows<Enquiry>;

/** A customer's own enquiries: few, not searched. */
export const CUSTOMER_ENQUIRY_ROWS = {
  noun: 'enquiries',
  columns: CUSTOMER_ENQUIRY_COLUMNS,
} satisfies ListRows<Enquiry>;
