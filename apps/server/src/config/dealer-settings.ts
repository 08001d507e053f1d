import { z } from 'zod';
import { urlOf, whole } from './values.ts';

/**
 * The dealer as buyers' search channels see it, and what the stock forms may ask (issue 31). The dealer's name
 * and postal address are SHOP_NAME and SHOP_ADDRESS (mail settings, also on receipts): one identity, written
 * once, that the car pages' JSON-LD and the vehicle feeds read as `config.dealer` (settings.ts).
 */
export const dealer = z
  .object({
    /** The dealer's phone number, as buyers dial it: on every page's footer and in the car pages' JSON-LD. */
    SHOP_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{5,30}$/, 'SHOP_PHONE must be a phone number, such as +1 555 010 2022')
      .optional(),
    /** The dealer's store code in Google's vehicle listings (any identifier unique to the dealership). */
    SHOP_STORE_CODE: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,64}$/, 'SHOP_STORE_CODE: 1 to 64 letters, digits, dots, dashes or underscores')
      .optional(),
    /** NHTSA vPIC's API (`https://vpic.nhtsa.dot.gov/api/vehicles`) to decode VINs with; unset: offline only. */
    VIN_DECODER_URL: urlOf('VIN_DECODER_URL', ['https', 'http']).optional(),
    /** How long one VIN decoding may take before the offline decoding answers instead. */
    VIN_DECODER_TIMEOUT_MS: whole(100, 30_000).default(3000),
  })
  .transform((e) => ({
    dealerPhone: e.SHOP_PHONE,
    dealerStoreCode: e.SHOP_STORE_CODE,
    vinDecoder: { url: e.VIN_DECODER_URL?.replace(/\/+$/, ''), timeoutMs: e.VIN_DECODER_TIMEOUT_MS },
  }));
