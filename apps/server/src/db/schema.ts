// The whole database schema, one table per file under ./schema.
export { cars } from './schema/cars.ts';
export { emailVerifications } from './schema/email-verifications.ts';
export { enquiries } from './schema/enquiries.ts';
export { enquiryEntries } from './schema/enquiry-entries.ts';
export { favourites } from './schema/favourites.ts';
export { idempotencyKeys } from './schema/idempotency-keys.ts';
export { mailOutbox } from './schema/mail-outbox.ts';
export { orderItems } from './schema/order-items.ts';
export { orderStatusHistory } from './schema/order-status-history.ts';
export { orders } from './schema/orders.ts';
export { passwordResets } from './schema/password-resets.ts';
export { paymentEvents } from './schema/payment-events.ts';
export { payments } from './schema/payments.ts';
export { pictures } from './schema/pictures.ts';
export { rateLimitCounters } from './schema/rate-limit-counters.ts';
export { receiptCounters, receipts } from './schema/receipts.ts';
export { refreshTokens } from './schema/refresh-tokens.ts';
export { users } from './schema/users.ts';
