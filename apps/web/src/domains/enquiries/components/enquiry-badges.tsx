import type { EnquiryStatus, EnquiryType, TestDriveStatus } from '@carshop/contract/enquiry';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** What each kind and status is called on screen; the colour is never the only cue. */
export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, string> = {
  question: 'Question',
  'test-drive': 'Test drive',
  general: 'Contact Us',
  'trade-in': 'Trade-in',
};
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
/** A test drive's state, as staff and the buyer read it. */
export const DRIVE_STATUS_LABELS: Record<TestDriveStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  canceled: 'Canceled',
};

const TYPE_COLORS: Record<EnquiryType, string> = {
  question: 'bg-brand-50 text-brand-800 ring-1 ring-brand-600/20',
  'test-drive': 'bg-violet-50 text-violet-900 ring-1 ring-violet-600/30',
  general: 'bg-slate-100 text-slate-700 ring-1 ring-slate-500/20',
  'trade-in': 'bg-teal-50 text-teal-900 ring-1 ring-teal-600/30',
};
const STATUS_COLORS: Record<EnquiryStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-1 ring-amber-600/30',
  contacted: 'bg-sky-50 text-sky-900 ring-1 ring-sky-600/30',
  closed: 'bg-green-50 text-green-800 ring-1 ring-green-600/20',
};

export function EnquiryTypeBadge({ type }: { type: EnquiryType }) {
  return (
    <Badge variant={null} className={cn(TYPE_COLORS[type])}>
      {ENQUIRY_TYPE_LABELS[type]}
    </Badge>
  );
}

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge variant={null} className={cn(STATUS_COLORS[status])}>
      {ENQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}
