import { z } from 'zod';
import { booleanFlag, whole } from './values.ts';

/**
 * Pictures the CSV import downloads by their web address (issue 31, ADR 063). Their own setting for internal
 * addresses, not WEBHOOKS_ALLOW_PRIVATE's: inventory staff import cars, only admins add webhooks, and a shop that
 * sends webhooks to its intranet need not let every import reach it.
 */
export const importPictures = z
  .object({
    /** Lets a picture's address be loopback, private, link-local or another internal address (tests, an intranet). */
    IMPORT_PICTURES_ALLOW_PRIVATE: booleanFlag.default(false),
    /** How long one picture's download may take, from the DNS lookup to its last byte. */
    IMPORT_PICTURES_TIMEOUT_MS: whole(100, 120_000).default(10_000),
  })
  .transform((e) => ({
    allowPrivate: e.IMPORT_PICTURES_ALLOW_PRIVATE,
    timeoutMs: e.IMPORT_PICTURES_TIMEOUT_MS,
  }));
