import path from 'node:path';
import { DEFAULT_FINANCE_APR, MAX_FINANCE_APR, parseFinanceApr } from '@carshop/contract/finance';
import { CURRENCY_CODE } from '@carshop/contract/money';
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from '@carshop/contract/opening-hours';
import { DEFAULT_SHOP_UNITS, SHOP_UNIT_VALUES } from '@carshop/contract/units';
import { z } from 'zod';
import { DEFAULT_PASSWORD_WORK } from '../lib/password.ts';
import { alerts } from './alert-settings.ts';
import { checkout } from './checkout-settings.ts';
import { dealer } from './dealer-settings.ts';
import { edge } from './edge-settings.ts';
import { importPictures } from './import-settings.ts';
import { payments } from './payment-settings.ts';
import { storage } from './storage-settings.ts';
import { booleanFlag, DAY_MS, repoRoot, urlOf, whole } from './values.ts';
import { webhooks } from './webhook-settings.ts';

/**
 * Every setting, written once: its name, its check and default, and what it becomes in the Config, one group of
 * settings (a `z.object` and its `.transform`) at a time. The Config's type is inferred from the transforms
 * (config.ts), and README's table is checked against these names and defaults (config-readme.unit.test.ts).
 * Settings are those of the product decisions §4.
 */

const runtime = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: all interfaces, or loopback only while a demo account has its published password (server.ts). */
    HOST: z.string().optional(),
    PORT: whole(0, 65535).default(3000),
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** After SIGTERM, how long the server keeps answering while /api/health/ready says 503 (server.ts). */
    SHUTDOWN_DELAY_MS: whole(0, 120_000).default(0),
  })
  .transform((e) => ({
    env: e.NODE_ENV,
    /** Undefined when unset: server.ts then picks the interface (lib/listen-host.ts). */
    host: e.HOST,
    port: e.PORT,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  }));

const FINANCE_APR_MESSAGE = `FINANCE_APR must be a yearly rate in percent from 0 to ${MAX_FINANCE_APR}, such as 6.9`;

const shop = z
  .object({
    /** Every price in this one currency (ISO 4217: USD, EUR, BDT); unset: the specification's surfaces (৳ and $). */
    SHOP_CURRENCY: z
      .string()
      .regex(CURRENCY_CODE, 'SHOP_CURRENCY must be an ISO 4217 code in capitals, such as USD, EUR or BDT')
      .optional(),
    /** The unit of every mileage (issue 32): the odometer's readings are in it, and the pages and demo texts say it. */
    SHOP_UNITS: z
      .enum(SHOP_UNIT_VALUES, { error: `SHOP_UNITS must be one of: ${SHOP_UNIT_VALUES.join(', ')}` })
      .default(DEFAULT_SHOP_UNITS),
    /** The yearly rate (%) the car page's finance calculator starts from, in every page's meta. */
    FINANCE_APR: z
      .string()
      .transform((value, context) => {
        const apr = parseFinanceApr(value);
        if (apr !== undefined) return apr;
        context.addIssue({ code: 'custom', message: FINANCE_APR_MESSAGE });
        return z.NEVER;
      })
      .default(DEFAULT_FINANCE_APR),
    /** When the shop is open, in the server's time zone, Sunday first: test drives are booked within these hours. */
    OPENING_HOURS: z
      .string()
      .default(DEFAULT_OPENING_HOURS)
      .transform((value, context) => {
        const week = parseOpeningHours(value);
        if (typeof week !== 'string') return week;
        context.addIssue({ code: 'custom', message: `${week} (the default is "${DEFAULT_OPENING_HOURS}")` });
        return z.NEVER;
      }),
    /** Enquiries (questions, test drives, Contact Us) per client address and per sender's email per hour. */
    ENQUIRIES_PER_HOUR: whole(1).default(10),
    /** The dealer's CRM: each new lead about a car is also mailed there as an ADF/XML 1.0 document; unset: none. */
    LEADS_ADF_TO: z.email('LEADS_ADF_TO must be an email address, such as leads@crm.example').optional(),
    /** Pending orders no admin moved on within this many days are canceled by the shop; 0: never. */
    ORDER_PENDING_DAYS: z.coerce.number().min(0).max(365).default(7),
    /** Fair use: the most cars one customer's open orders may hold (orders/checkout.service.ts); 0: no limit. */
    MAX_OPEN_UNITS_PER_CUSTOMER: whole(0, 1_000_000).default(10),
    /** Fair use across accounts: the most cars open orders placed from one client address (IPv6: /64) may hold. */
    MAX_OPEN_UNITS_PER_ADDRESS: whole(0, 1_000_000).default(20),
    /** Fair use across accounts: the most cars open orders for one delivery phone, or one delivery address, may hold. */
    MAX_OPEN_UNITS_PER_DELIVERY: whole(0, 1_000_000).default(10),
    /** Fair use: the most cars open orders of an account that has not confirmed its email may hold (ADR 048). */
    MAX_OPEN_UNITS_UNVERIFIED: whole(0, 1_000_000).default(3),
    /** Checkout answers 403 to an account that has not confirmed its email (ADR 048); off: the specification's flow. */
    CHECKOUT_REQUIRES_VERIFIED_EMAIL: booleanFlag.default(false),
  })
  .transform((e) => ({
    shopCurrency: e.SHOP_CURRENCY,
    shopUnits: e.SHOP_UNITS,
    financeApr: e.FINANCE_APR,
    enquiries: { openingHours: e.OPENING_HOURS, perHour: e.ENQUIRIES_PER_HOUR, adfTo: e.LEADS_ADF_TO },
    orderPendingMs: e.ORDER_PENDING_DAYS * DAY_MS,
    /** Fair use (orders/fair-use.ts): open cars per account, per client address, per delivery phone or address. */
    maxOpenUnitsPerCustomer: e.MAX_OPEN_UNITS_PER_CUSTOMER,
    maxOpenUnitsPerAddress: e.MAX_OPEN_UNITS_PER_ADDRESS,
    maxOpenUnitsPerDelivery: e.MAX_OPEN_UNITS_PER_DELIVERY,
    maxOpenUnitsUnverified: e.MAX_OPEN_UNITS_UNVERIFIED,
    checkoutRequiresVerifiedEmail: e.CHECKOUT_REQUIRES_VERIFIED_EMAIL,
  }));

/** Outgoing mail (modules/mail, ADR 031). */
const mail = z
  .object({
    /** An SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: .eml files in DATA_DIR/mail. */
    SMTP_URL: urlOf('SMTP_URL', ['smtp', 'smtps']).optional(),
    /** The sender of every message: an address, or `Name <address>`. */
    MAIL_FROM: z.string().min(3).max(320).default('CarShop <no-reply@carshop.example>'),
    /** The shop's name in every message. */
    SHOP_NAME: z.string().min(1).max(100).default('CarShop'),
    /** The shop's postal address, printed on every receipt (ADR 056); unset: none printed. */
    SHOP_ADDRESS: z.string().trim().min(1).max(300).optional(),
    /** The shop's tax (VAT) number, printed on every receipt; unset: none printed. */
    SHOP_TAX_NUMBER: z.string().trim().min(1).max(50).optional(),
    /** Where each enquiry is mailed (issue 22); unset: MAIL_FROM's address (mailSettings). */
    SHOP_EMAIL: z.email('SHOP_EMAIL must be an email address, such as sales@shop.example').optional(),
    /** How often this server looks for mail to send (ms); 0: this server sends none (another one does). */
    MAIL_POLL_MS: whole(0, 3_600_000).default(1000),
    /** Attempts at one message before it is given up (kept in mail_outbox with its last error). */
    MAIL_MAX_ATTEMPTS: whole(1, 100).default(8),
  })
  .transform((e) => ({
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM,
    shopName: e.SHOP_NAME,
    shopAddress: e.SHOP_ADDRESS,
    shopTaxNumber: e.SHOP_TAX_NUMBER,
    shopEmail: e.SHOP_EMAIL,
    pollMs: e.MAIL_POLL_MS,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
  }));

/** Abuse limits and sessions (modules/auth, lib/password.ts). */
const limits = z
  .object({
    /** Failed logins allowed per client IP and per account in the window before answering 429. */
    LOGIN_MAX_FAILURES: whole(1).default(10),
    LOGIN_WINDOW_SECONDS: whole(1).default(900),
    /** Sign-ups allowed per client address (an IPv6 /64) per hour before answering 429. */
    REGISTRATIONS_PER_HOUR: whole(1).default(30),
    /**
     * "Forgot password?" requests allowed per hour: per account (email) from one client address, per client
     * address, and per account from every address together.
     */
    PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: whole(1).default(3),
    PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: whole(1).default(20),
    PASSWORD_RESETS_PER_ACCOUNT_ALL_ADDRESSES_PER_HOUR: whole(1).default(10),
    /** Password hashes computed at once (default: half the cores) and how many more may wait (then 503). */
    PASSWORD_HASH_CONCURRENCY: whole(1, 256).optional(),
    PASSWORD_HASH_QUEUE: whole(0, 10_000).default(32),
    /** A session ends this long after its login, however often it is refreshed (refresh tokens: 30 days). */
    SESSION_MAX_AGE_DAYS: z.coerce.number().min(1).max(3650).default(90),
    /** The abuse counters (login, sign-up, password change, enquiries) in Redis instead of PostgreSQL. */
    REDIS_URL: urlOf('REDIS_URL', ['redis', 'rediss']).optional(),
    /** What every Redis key of this shop starts with, so that several shops (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'REDIS_KEY_PREFIX: 1 to 64 letters, digits, dots, dashes or underscores')
      .default('carshop'),
  })
  .transform((e) => ({
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_SECONDS },
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    passwordResets: {
      perAccountPerHour: e.PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      perAddressPerHour: e.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
      perAccountAllAddressesPerHour: e.PASSWORD_RESETS_PER_ACCOUNT_ALL_ADDRESSES_PER_HOUR,
    },
    passwordWork: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_PASSWORD_WORK.concurrency,
      maxWaiting: e.PASSWORD_HASH_QUEUE,
    },
    sessions: { maxAgeMs: e.SESSION_MAX_AGE_DAYS * DAY_MS },
    /** Set: the abuse counters live in Redis; unset: in PostgreSQL (or in memory on the embedded database). */
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
  }));

/** How much work one server takes on, and how long it answers from memory. */
const load = z
  .object({
    /** How long one server keeps a public car answer and a rendered page (0: never; docs/caching.md). */
    CATALOGUE_CACHE_MS: whole(0, 60_000).default(2000),
    /** How long a server's copy of the cars' filter columns may count totals and facets (0: never; ADR 038). */
    CAR_COUNTS_MS: whole(0, 600_000).default(30_000),
    /**
     * Server renders of pages not in the page cache: how many run at once and how many may wait (then 503). A
     * render is CPU work on the one event loop, so 1 by default; with PostgreSQL, 2 lets one render's queries
     * overlap another's work.
     */
    RENDER_CONCURRENCY: whole(1, 64).default(1),
    RENDER_QUEUE: whole(0, 10_000).default(16),
    /** What the rendered-page cache may hold, in megabytes of HTML and its compressed forms. */
    PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
    /** Catalogue searches (a search term): the database's time limit, and how many run at once or wait. */
    SEARCH_TIMEOUT_MS: whole(50, 60_000).default(1000),
    SEARCH_CONCURRENCY: whole(1, 256).default(4),
    SEARCH_QUEUE: whole(0, 10_000).default(16),
    /** How long after a car write the sitemap is rebuilt (web/sitemap.ts; writes in between share one rebuild). */
    SITEMAP_REFRESH_MS: whole(0, 3_600_000).default(10_000),
  })
  .transform((e) => ({
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    carCountsMs: e.CAR_COUNTS_MS,
    /** Renders that miss the page cache (web/page-renderer.ts) and what the cache may weigh. */
    rendering: {
      concurrency: e.RENDER_CONCURRENCY,
      maxWaiting: e.RENDER_QUEUE,
      cacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    },
    /** Catalogue searches with a search term (modules/cars): a statement timeout and a work queue. */
    search: {
      concurrency: e.SEARCH_CONCURRENCY,
      maxWaiting: e.SEARCH_QUEUE,
      timeoutMs: e.SEARCH_TIMEOUT_MS,
    },
    sitemapRefreshMs: e.SITEMAP_REFRESH_MS,
  }));

/** The groups, each parsed from the whole environment (config.ts). */
export const settingGroups = {
  runtime,
  storage,
  shop,
  mail,
  limits,
  edge,
  load,
  payments,
  checkout,
  dealer,
  webhooks,
  alerts,
  importPictures,
};

/** The Config, from the groups: what one group's settings need of another's is filled in here. */
export const configSchema = z
  .object(settingGroups)
  .superRefine(({ payments, shop }, context) => {
    // An amount sent to a payment provider needs a currency; the specification's two symbols are not one.
    if (payments.stripe && !shop.shopCurrency)
      context.addIssue({
        code: 'custom',
        message:
          'STRIPE_SECRET_KEY is set without SHOP_CURRENCY: set the currency the shop takes money in, such as USD',
      });
  })
  .transform((groups) => ({
    ...groups.runtime,
    ...groups.storage,
    ...groups.shop,
    ...groups.limits,
    ...groups.edge,
    ...groups.load,
    mail: { ...groups.mail, dir: path.join(groups.storage.dataDir, 'mail') },
    payments: groups.payments,
    ...groups.checkout,
    /** Who sells the cars (JSON-LD, vehicle feeds): SHOP_NAME, SHOP_ADDRESS, SHOP_PHONE, SHOP_STORE_CODE. */
    dealer: {
      name: groups.mail.shopName,
      address: groups.mail.shopAddress,
      phone: groups.dealer.dealerPhone,
      storeCode: groups.dealer.dealerStoreCode,
    },
    vinDecoder: groups.dealer.vinDecoder,
    webhooks: groups.webhooks,
    /** PRICE_DROP_DAYS and ALERT_DIGEST_SECONDS (issue 32). */
    alerts: groups.alerts,
    /** Pictures the CSV import downloads (IMPORT_PICTURES_ALLOW_PRIVATE, IMPORT_PICTURES_TIMEOUT_MS). */
    importPictures: groups.importPictures,
  }));
