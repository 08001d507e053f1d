import type { Enquiry, EnquiryEntry } from '@carshop/contract/enquiry';
import type { EnquiryEntryRow } from './entries.repository.ts';
import type { EnquiryRow } from './repository.ts';

/** The one place where an enquiry row becomes the wire shape. */
export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    car: row.carTitle === null ? null : { _id: row.carId, title: row.carTitle },
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    driveStatus: row.driveStatus,
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEnquiryEntry(row: EnquiryEntryRow): EnquiryEntry {
  return {
    _id: row.id,
    kind: row.kind,
    author: row.authorName,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
