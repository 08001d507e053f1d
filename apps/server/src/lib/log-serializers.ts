import { errWithCause as serializeStdError } from 'pino-std-serializers';

/**
 * Error logs must never carry the values bound to a SQL statement: they can be emails, password hashes or
 * refresh-token hashes. Drizzle's DrizzleQueryError prints them in its message (`params: ...`) and keeps
 * them in `params`; PGlite and pg errors add `params`, `queryOptions`, a `detail` that quotes the offending
 * row ("Key (email)=(ada@example.com) already exists"), and messages that quote a bad value ('invalid
 * input syntax for type integer: "ada@example.com"'). So the fields go, and every bound string still
 * quoted anywhere in the error is masked. The statement text stays: it names tables and columns, which is
 * what a reader of the log needs.
 */
const SECRET_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail']);
const PARAMS_LINE = /\nparams: [^\n]*/g;
const MASK = '[redacted]';
/** Shorter values ('1', 'SUV') would mask ordinary words of the message and reveal nothing. */
const MIN_MASKED_LENGTH = 4;

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The bound values of every query error in the chain (the error, its causes, aggregated errors). */
function boundValues(error: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof error !== 'object' || error === null || depth > 10) return found;
  const { params, parameters, cause, errors } = error as Record<string, unknown>;
  for (const list of [params, parameters]) {
    if (!Array.isArray(list)) continue;
    for (const value of list) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      if (text && text.length >= MIN_MASKED_LENGTH) found.add(text);
    }
  }
  boundValues(cause, found, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) boundValues(inner, found, depth + 1);
  return found;
}

function scrub(value: unknown, secrets: string[], seen: WeakSet<object>): unknown {
  if (typeof value === 'string') {
    let clean = value.replace(PARAMS_LINE, '');
    for (const secret of secrets) clean = clean.replaceAll(secret, MASK);
    return clean;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets, seen));
  const clean: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!SECRET_FIELDS.has(key)) clean[key] = scrub(field, secrets, seen);
  }
  return clean;
}

/** pino's error serializer (with `cause` kept as an object, for its code), then the scrub above. */
export function serializeError(error: Error): SerializedError {
  // Longest first, so a value that contains another is masked whole.
  const secrets = [...boundValues(error)].sort((a, b) => b.length - a.length);
  return scrub(serializeStdError(error), secrets, new WeakSet()) as SerializedError;
}

/**
 * A query parameter whose name ends in `token` (`?token=…`, an old reset link's; `access_token`) is a secret: its
 * value never reaches a log line. Reset links carry their token in the fragment, which browsers never send, but
 * links mailed before that (and any client that puts a token in a query) still arrive with it (ADR 032).
 */
const TOKEN_IN_QUERY = /([?&][^=&#]*token=)[^&#]*/gi;
const redactUrl = (url: string) => url.replace(TOKEN_IN_QUERY, `$1${MASK}`);

type LoggedRequest = {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer, with the URL's tokens masked. */
function serializeRequest(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
