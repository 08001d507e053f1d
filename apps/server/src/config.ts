import path from 'node:path';
import { DEFAULT_FINANCE_APR, MAX_FINANCE_APR } from '@carshop/contract/finance';
import { CURRENCY_CODE } from '@carshop/contract/money';
import { DEFAULT_OPENING_HOURS, type OpeningHours, parseOpeningHours } from '@carshop/contract/opening-hours';
import { z } from 'zod';
import { isLoopback } from './lib/listen-host.ts';
import { DEFAULT_PASSWORD_WORK } from './lib/password.ts';
import type { WorkLimits } from './lib/work-queue.ts';

/**
 * The only place that reads process.env. Everything else receives a Config.
 * Settings are those of the product decisions §4.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const FINANCE_APR_MESSAGE = `FINANCE_APR must be a yearly rate in percent from 0 to ${MAX_FINANCE_APR}, such as 6.9`;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: all interfaces, or loopback only while a demo account has its published password (server.ts). */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** With DATABASE_URL: connections per app server, and the longest any statement may run (0: no limit). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Optional: the abuse counters (login, sign-up, password change) in Redis instead of PostgreSQL. */
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** What every Redis key of this shop starts with, so that several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'REDIS_KEY_PREFIX: 1 to 64 letters, digits, dots, dashes or underscores')
    .default('carshop'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where car pictures are kept (ADR 028): `files` in UPLOAD_DIR, `database` in PostgreSQL, `s3` in a bucket.
   * Unset: s3 when S3_BUCKET is set, database with DATABASE_URL, files otherwise.
   */
  PICTURE_STORE: z.enum(['files', 'database', 's3']).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service (MinIO, Cloudflare R2, …): its address. Unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Bucket in the path (`https://host/bucket/key`) rather than the host name; most S3-compatible services want it. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role, …). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** A folder of the bucket for this shop's pictures, e.g. `carshop/`. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[\w.-]+\/)*$/, 'S3_PREFIX: folder names ending in a slash, e.g. carshop/')
    .default(''),
  /** The bucket's public address or its CDN: /uploads/<key> then redirects there. Unset: the app serves the bytes. */
  S3_PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'S3_PUBLIC_URL must start with http:// or https://')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The refresh cookie's Secure flag: `auto` sets it when the request came over https (or a trusted proxy says so). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * After SIGTERM, how long the server keeps answering while /api/health/ready says 503 (for a balancer that
   * polls it to stop sending traffic), before it stops listening and finishes the requests in flight.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fair use: the most cars one customer's open (pending or processing) orders may hold; 0: no limit. */
  MAX_OPEN_UNITS_PER_CUSTOMER: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** Outgoing mail (ADR 031): an SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every message: an address, or `Name <address>`. */
  MAIL_FROM: z.string().min(3).max(320).default('CarShop <no-reply@carshop.example>'),
  /** The shop's name in every message. */
  SHOP_NAME: z.string().min(1).max(100).default('CarShop'),
  /** Every price in this one currency (ISO 4217: USD, EUR, BDT); unset: the specification's surfaces (৳ and $). */
  SHOP_CURRENCY: z
    .string()
    .regex(CURRENCY_CODE, 'SHOP_CURRENCY must be an ISO 4217 code in capitals, such as USD, EUR or BDT')
    .optional(),
  /** The yearly rate (%) the car page's finance calculator starts from: a number from 0 to 30, e.g. 6.9. */
  FINANCE_APR: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,3})?$/, FINANCE_APR_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(MAX_FINANCE_APR, FINANCE_APR_MESSAGE))
    .default(DEFAULT_FINANCE_APR),
  /** Where each enquiry is mailed (issue 22); unset: MAIL_FROM's address (warned about with SMTP_URL). */
  SHOP_EMAIL: z.email('SHOP_EMAIL must be an email address, such as sales@shop.example').optional(),
  /** When the shop is open, in the server's time zone: test drives are booked within these hours. */
  OPENING_HOURS: z
    .string()
    .default(DEFAULT_OPENING_HOURS)
    .transform((value, context) => {
      const week = parseOpeningHours(value);
      if (typeof week !== 'string') return week;
      context.addIssue({
        code: 'custom',
        message: `${week} (the default is "${DEFAULT_OPENING_HOURS}")`,
      });
      return z.NEVER;
    }),
  /** Enquiries (questions, test drives, Contact Us) per client address and per sender's email per hour. */
  ENQUIRIES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** How often this server looks for mail to send (ms); 0: this server sends none (another one does). */
  MAIL_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Attempts at one message before it is given up (kept in mail_outbox with its last error). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** Pending orders no admin moved on within this many days are canceled by the shop; 0: never. */
  ORDER_PENDING_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** "Forgot password?" requests allowed per hour: per account (email) and per client address. */
  PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Failed logins allowed per client IP and per account in the window before answering 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Sign-ups allowed per client address (an IPv6 /64) per hour before answering 429. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Password hashes computed at once (default: half the cores) and how many more may wait (then 503). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** A session (a login and its refreshes) ends this long after the login, however often it is used. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().min(1).max(3650).default(90),
  /** How long one server may answer a repeated catalogue list from memory (0: never). */
  /**
   * Which proxies may set X-Forwarded-For (the client IP the login limiter counts by): unset/false trusts none,
   * `true` trusts all (only behind a proxy that overwrites the header), a number trusts that many hops, and a
   * comma-separated list trusts those addresses or CIDR ranges.
   */
  TRUST_PROXY: z.string().optional(),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  CAR_COUNTS_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** The shop's public address (e.g. https://shop.example.com): canonical links, Open Graph, the sitemap. */
  /**
   * Server renders of pages not in the page cache: how many run at once and how many may wait (then 503). A
   * render is CPU work on the one event loop, so 1 by default; with PostgreSQL, 2 lets one render's queries
   * overlap another's work.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /** What the rendered-page cache may hold, in megabytes of HTML and its compressed forms. */
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
  /** Catalogue searches (a search term): the database's time limit, and how many run at once or wait. */
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  SEARCH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /**
   * Storefronts on other origins that may call the API with credentials: exact origins (`https://store.example`),
   * comma-separated. Unset: none (ADR 026).
   */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isExactOrigin, {
          error: (issue) =>
            `CORS_ORIGINS: "${String(issue.input)}" is not an origin (scheme://host[:port], no path, no trailing slash)`,
        }),
      ),
    )
    .optional(),
  /** How long after a car write the sitemap is rebuilt (writes in between share one rebuild). */
  SITEMAP_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
});

/** An S3-compatible bucket for the pictures (the S3_* settings). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); unset: AWS. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** What every object's name starts with (a folder of a shared bucket), e.g. `carshop/`. */
  prefix: string;
  /** The bucket's public address or the CDN in front of it; unset: the app reads the bucket and answers. */
  publicUrl: string | undefined;
};

/** The settings as read from the environment. `jwtSecret` may still be missing (embedded database). */
export type EnvConfig = {
  env: 'development' | 'production' | 'test';
  /** The HOST setting; undefined when unset (server.ts then picks the interface, see lib/listen-host.ts). */
  host: string | undefined;
  port: number;
  dataDir: string;
  /** Set: PostgreSQL server. Unset: embedded PGlite in `embeddedDbDir` (open it with db/open.ts). */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool: its size and a statement timeout for every query (db/client.ts). */
  databasePool: { max: number; statementTimeoutMs: number };
  /** `<dataDir>/db`: the PGlite files, apart from the lock, the JWT secret and the uploads. */
  embeddedDbDir: string;
  /** Unset only with the embedded database; then a secret is generated once and kept under dataDir. */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  uploadDir: string;
  /** Where car pictures are kept (modules/uploads, ADR 028); `s3` carries the bucket's settings. */
  pictures: { store: 'files' | 'database' } | { store: 's3'; s3: S3Settings };
  webDistDir: string;
  logLevel: string;
  /** After SIGTERM: how long to keep serving while not ready (server.ts). */
  shutdownDelayMs: number;
  cookieSecure: 'auto' | boolean;
  login: { maxFailures: number; windowSeconds: number };
  registrationsPerHour: number;
  /** SHOP_CURRENCY: every page, mail and JSON-LD price in this currency; unset, the specification's surfaces. */
  shopCurrency: string | undefined;
  /** FINANCE_APR: the yearly rate (%) the car page's finance calculator starts from, in every page's meta. */
  financeApr: number;
  /** OPENING_HOURS, Sunday first, and ENQUIRIES_PER_HOUR (modules/enquiries). */
  enquiries: { openingHours: OpeningHours; perHour: number };
  /** Outgoing mail (modules/mail, ADR 031). */
  mail: {
    /** Unset: each message is written to `dir` as an .eml file instead. */
    smtpUrl: string | undefined;
    from: string;
    shopName: string;
    /** SHOP_EMAIL; unset: enquiries go to MAIL_FROM's address (mailSettings). */
    shopEmail: string | undefined;
    dir: string;
    /** 0: this server sends none. */
    pollMs: number;
    maxAttempts: number;
  };
  /** ORDER_PENDING_DAYS in ms; 0: pending orders never expire. */
  orderPendingMs: number;
  /** "Forgot password?" requests per hour (modules/auth). */
  passwordResets: { perAccountPerHour: number; perAddressPerHour: number };
  /** MAX_OPEN_UNITS_PER_CUSTOMER (modules/orders/checkout.service.ts); 0: no limit. */
  maxOpenUnitsPerCustomer: number;
  /** The process-wide password hashing queue (lib/password.ts). */
  passwordWork: WorkLimits;
  /** A session's absolute age; refresh tokens themselves last 30 days from their last use. */
  sessions: { maxAgeMs: number };
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** TRUST_PROXY as a hop count (`1`); undefined for the other forms. */
  trustProxyHops: number | undefined;
  /** Default 2000; 0 under NODE_ENV=test, where a test inserts rows and reads them back at once. */
  catalogueCacheMs: number;
  /** How long a server's copy of the cars' filter columns may count totals and facets (0: never; ADR 038). */
  carCountsMs: number;
  /** PUBLIC_URL without a trailing slash; unset: each request's own origin (fine behind no proxy). */
  publicUrl: string | undefined;
  /** How long after a car write the sitemap is rebuilt (web/sitemap.ts). */
  sitemapRefreshMs: number;
  /** Origins allowed to call the API with credentials (plugins/cors.ts); empty: none. */
  corsOrigins: readonly string[];
  /** Set: the abuse counters live in Redis; unset: in PostgreSQL (or in memory on the embedded database). */
  redis: { url: string | undefined; keyPrefix: string };
  /** Renders that miss the page cache (web/page-renderer.ts) and what the cache may weigh. */
  rendering: WorkLimits & { cacheBytes: number };
  /** Catalogue searches with a search term (modules/cars): a statement timeout and a work queue. */
  search: WorkLimits & { timeoutMs: number };
};

/** What the app is built with: by then the JWT secret is always known (see lib/jwt-secret.ts). */
export type Config = Omit<EnvConfig, 'jwtSecret'> & { jwtSecret: string };

/** `https://store.example` or `http://localhost:5173`: what a browser sends as `Origin`, nothing more. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  // `DATABASE_URL=` in a shell or an env file means "not set", not "set to an invalid value".
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET is required when DATABASE_URL is set');
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const embeddedDbDir = path.join(dataDir, 'db');
  const uploadDir = path.resolve(repoRoot, e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'));
  checkUploadDir(uploadDir, dataDir, embeddedDbDir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    embeddedDbDir,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    uploadDir,
    pictures: pictureSettings(e),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_SECONDS },
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    maxOpenUnitsPerCustomer: e.MAX_OPEN_UNITS_PER_CUSTOMER,
    shopCurrency: e.SHOP_CURRENCY,
    financeApr: e.FINANCE_APR,
    enquiries: { openingHours: e.OPENING_HOURS, perHour: e.ENQUIRIES_PER_HOUR },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopName: e.SHOP_NAME,
      shopEmail: e.SHOP_EMAIL,
      dir: path.join(dataDir, 'mail'),
      pollMs: e.MAIL_POLL_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    orderPendingMs: e.ORDER_PENDING_DAYS * 24 * 60 * 60 * 1000,
    passwordResets: {
      perAccountPerHour: e.PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      perAddressPerHour: e.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
    },
    passwordWork: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_PASSWORD_WORK.concurrency,
      maxWaiting: e.PASSWORD_HASH_QUEUE,
    },
    sessions: { maxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustProxyHops:
      e.TRUST_PROXY && /^\d+$/.test(e.TRUST_PROXY) && Number(e.TRUST_PROXY) > 0
        ? Number(e.TRUST_PROXY)
        : undefined,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    carCountsMs: e.CAR_COUNTS_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sitemapRefreshMs: e.SITEMAP_REFRESH_MS,
    corsOrigins: e.CORS_ORIGINS ?? [],
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    rendering: {
      concurrency: e.RENDER_CONCURRENCY,
      maxWaiting: e.RENDER_QUEUE,
      cacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    },
    search: {
      concurrency: e.SEARCH_CONCURRENCY,
      maxWaiting: e.SEARCH_QUEUE,
      timeoutMs: e.SEARCH_TIMEOUT_MS,
    },
  };
}

function pictureSettings(e: z.infer<typeof envSchema>): EnvConfig['pictures'] {
  const store = e.PICTURE_STORE ?? (e.S3_BUCKET ? 's3' : e.DATABASE_URL ? 'database' : 'files');
  if (store === 'database' && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: PICTURE_STORE=database needs DATABASE_URL (a PostgreSQL server)');
  }
  if (store !== 's3') return { store };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: PICTURE_STORE=s3 needs S3_BUCKET');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    store,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      prefix: e.S3_PREFIX,
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    },
  };
}

/** Settings that work but are probably not what the operator meant; the server prints them at start. */
export function configWarnings(config: Pick<EnvConfig, 'trustProxy' | 'publicUrl' | 'mail'>): string[] {
  const warnings: string[] = [];
  if (config.mail.smtpUrl && !config.publicUrl)
    warnings.push(
      'SMTP_URL is set without PUBLIC_URL: links in mail (order pages, password resets) point at ' +
        "http://localhost, which your customers cannot open. Set PUBLIC_URL to the shop's address.",
    );
  if (config.mail.smtpUrl && !config.mail.shopEmail)
    warnings.push(
      "SMTP_URL is set without SHOP_EMAIL: buyers' questions, test-drive requests and Contact Us messages are " +
        "mailed to MAIL_FROM's address, often a no-reply box. Set SHOP_EMAIL to the address that answers them.",
    );
  if (config.trustProxy !== false && !config.publicUrl)
    warnings.push(
      'TRUST_PROXY is set without PUBLIC_URL: page links, robots.txt and the sitemap name the host the proxy ' +
        "forwards (X-Forwarded-Host), so the proxy must set it itself. Set PUBLIC_URL to the shop's address.",
    );
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes the leftmost X-Forwarded-For address, which the client writes itself: any ' +
        'client can pick the address the login and sign-up limits count. Set TRUST_PROXY to the number of ' +
        'proxies in front of the server (usually 1) or to their addresses.',
    );
  return warnings;
}

/**
 * Once the listening address is known (server.ts): TRUST_PROXY as a hop count believes the last addresses of
 * X-Forwarded-For whoever sends them, so a client that reaches the server without the proxy writes its own and
 * picks the address the login and sign-up limits count.
 */
export function exposureWarnings(config: Pick<EnvConfig, 'trustProxyHops'>, host: string): string[] {
  if (config.trustProxyHops === undefined || isLoopback(host)) return [];
  return [
    `TRUST_PROXY=${config.trustProxyHops} believes X-Forwarded-For from any client, and the server listens on ` +
      `${host || 'every interface'}, where clients may reach it without the proxy and pick the address the login ` +
      'and sign-up limits count. Listen where only the proxy reaches (HOST=127.0.0.1 or a private address), ' +
      "firewall the port, or set TRUST_PROXY to the proxies' addresses instead.",
  ];
}

/** Whether `dir` is `parent` or inside it. */
const isWithin = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Everything in UPLOAD_DIR is served to anyone at /uploads/, so it must never hold the data folder (database
 * files, the JWT secret, the lock). A folder inside DATA_DIR (the default, DATA_DIR/uploads) is fine, but not
 * inside the database's own folder.
 */
function checkUploadDir(uploadDir: string, dataDir: string, embeddedDbDir: string) {
  if (isWithin(dataDir, uploadDir)) {
    throw new Error(
      `Invalid configuration: UPLOAD_DIR (${uploadDir}) must not be DATA_DIR (${dataDir}) or a folder that ` +
        'contains it: everything in UPLOAD_DIR is served at /uploads/, and DATA_DIR holds the database and the ' +
        'JWT secret. Use a folder of its own, such as DATA_DIR/uploads (the default).',
    );
  }
  if (isWithin(uploadDir, embeddedDbDir)) {
    throw new Error(
      `Invalid configuration: UPLOAD_DIR (${uploadDir}) must not be inside the database folder (${embeddedDbDir}).`,
    );
  }
}

function parseTrustProxy(value: string | undefined): EnvConfig['trustProxy'] {
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
