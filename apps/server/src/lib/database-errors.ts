/**
 * Errors that mean "the database is not reachable right now" rather than "this request is wrong": a refused or
 * reset connection, a connection PostgreSQL terminated (an operator, a restart, a failover: SQLSTATE class 08
 * and 57P01..57P03), a pool that could not connect in time. A request that meets one answers 503 with
 * Retry-After (plugins/errors.ts), never a 404 or a cached page, and the next request tries again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && MESSAGES.some((pattern) => pattern.test(e?.message as string)))
      return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Try again in a moment.';

/** PostgreSQL's unique_violation (23505) on `constraint`, as the driver or Drizzle (in `cause`) reports it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505' && e.constraint === constraint) return true;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation (23503): a row names another that is not (or no longer) there. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23503') return true;
  }
  return false;
}
