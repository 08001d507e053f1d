import type { Enquiry } from '@carshop/contract/enquiry';
import { Link } from 'react-router';
import { productPath } from '@/lib/site-paths';
import { formatMileage } from '@/lib/units';
import { formatDay } from '../lib/format-day';
import { DRIVE_STATUS_LABELS } from './enquiry-badges';

/** What an enquiry is about: the car (a link while it is for sale) and a test drive's time, or Contact Us. */
export function EnquirySubject({ enquiry }: { enquiry: Enquiry }) {
  const { car, tradeIn } = enquiry;
  return (
    <div className="grid gap-0.5">
      {tradeIn ? (
        <span className="text-slate-900">
          Their {tradeIn.year} {tradeIn.make} {tradeIn.model}, {formatMileage(tradeIn.mileage)}
          {car ? <span className="text-slate-600"> · for the</span> : null}
        </span>
      ) : null}
      {!car ? (
        tradeIn ? null : (
          <span className="text-slate-600">Contact Us</span>
        )
      ) : car._id ? (
        <Link
          to={productPath(car._id)}
          className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {car.title}
        </Link>
      ) : (
        <span>
          {car.title} <span className="text-slate-600">(no longer listed)</span>
        </span>
      )}
      {enquiry.preferredDate ? (
        <span className="text-xs whitespace-nowrap text-slate-700">
          {formatDay(enquiry.preferredDate)} at {enquiry.preferredTime}
          {enquiry.driveStatus ? ` · ${DRIVE_STATUS_LABELS[enquiry.driveStatus]}` : ''}
        </span>
      ) : null}
    </div>
  );
}
