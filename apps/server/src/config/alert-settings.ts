import { z } from 'zod';
import { whole } from './values.ts';

/** Price drops and the buyers' alerts (issue 32): how long a drop is news, and how often a buyer hears of them. */
export const alerts = z
  .object({
    /** A car whose last price change was a drop within these days shows "Reduced by" and the "Price drop" mark. */
    PRICE_DROP_DAYS: whole(1, 365).default(30),
    /** At most one alert mail per buyer per this many seconds: a digest of everything since the last (ADR 071). */
    ALERT_DIGEST_SECONDS: whole(1, 30 * 86_400).default(86_400),
  })
  .transform((e) => ({
    priceDropDays: e.PRICE_DROP_DAYS,
    digestMs: e.ALERT_DIGEST_SECONDS * 1000,
    /** How often this server looks for digests that are due: every minute, or every period when shorter; 0: never (tests run it by hand). */
    digestJobMs: Math.min(60_000, e.ALERT_DIGEST_SECONDS * 1000),
  }));
