import { err as serializeStdError } from 'pino-std-serializers';

/**
 * Error logs must never carry the values bound to a SQL statement: they can be emails, password hashes or
 * refresh-token hashes. Drizzle's DrizzleQueryError prints them in its message (`params: ...`) and keeps them
 * in `params`; PGlite and pg errors add `params`, `queryOptions` and a `detail` that quotes the offending
 * value ("Key (email)=(ada@example.com) already exists"). The statement text itself is kept: it names
 * tables and columns, which is what a reader of the log needs.
 */
const SECRET_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail']);
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen));
  const clean: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key)) continue;
    clean[key] =
      typeof field === 'string' && (key === 'message' || key === 'stack')
        ? field.replace(PARAMS_LINE, '')
        : scrub(field, seen);
  }
  return clean;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer, then the scrub above (also applied to `cause` chains and aggregated errors). */
export function serializeError(error: Error): SerializedError {
  return scrub(serializeStdError(error), new WeakSet()) as SerializedError;
}

export const logSerializers = { err: serializeError, error: serializeError };
