import { z } from 'zod';
import { whole } from './values.ts';

/** Price drops and the buyers' alerts (issue 32): how long a drop is news, and how often a buyer hears of them. */
export const alerts = z
  .object({
    /** A car whose last price change was a drop within these days shows "Reduced by" and the "Price drop" mark. */
    PRICE_DROP_DAYS: whole(1, 365).default(30),
  })
  .transform((e) => ({
    priceDropDays: e.PRICE_DROP_DAYS,
  }));
