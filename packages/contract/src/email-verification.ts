import { z } from 'zod';
import { text } from './text.ts';

/** Proving an account's email (ADR 048): the link mailed at sign-up and on "Send again". */

/** How long a verification link works. */
export const VERIFY_LINK_HOURS = 48;

/** Verification mails one account (and one mailbox, +tags and Gmail's dots folded) may ask for per hour. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

export const EMAIL_VERIFICATION_MESSAGES = {
  sent: 'We have sent you a new link. Open it from your inbox to confirm your email address.',
  verified: 'Your email address is confirmed. Thank you.',
  alreadyVerified: 'Your email address is already confirmed.',
  badLink: 'This link is invalid, already used or expired. Sign in and ask for a new one.',
  tooMany: `You can ask for ${VERIFICATION_MAILS_PER_HOUR} links an hour. Try again later.`,
  /** CHECKOUT_REQUIRES_VERIFIED_EMAIL: the 403 of a checkout by an account whose email is not proven. */
  checkoutNeedsVerified:
    'Please confirm your email address before you place an order: open the link we mailed you, or ask for a new one.',
} as const;

/** Body of POST /auth/verify-email: the token from the mailed link. */
export const verifyEmailSchema = z.object({
  token: text({ max: 200, required: EMAIL_VERIFICATION_MESSAGES.badLink }),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
