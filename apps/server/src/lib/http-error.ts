import { NOT_ALLOWED, NOT_LOGGED_IN } from './auth-user.ts';

/** An error a service throws on purpose: its status and message go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string> | undefined;
  /** What was wrong where, for an answer about several values (a CSV import's rows): the envelope's `errors`. */
  readonly errors: { path: string; message: string }[] | undefined;

  constructor(
    statusCode: number,
    message: string,
    headers?: Record<string, string>,
    errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.errors = errors;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = NOT_LOGGED_IN) => new HttpError(401, message);
export const forbidden = (message = NOT_ALLOWED) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
