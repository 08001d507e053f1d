import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from './http-error.ts';

/** What a multipart body may hold: busboy's limits, as @fastify/multipart takes them. */
export type MultipartLimits = {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  fieldSize: number;
  headerPairs: number;
};

/** The messages of the refusals a client can cause, in the words of the route. */
export type MultipartMessages = { notMultipart: string; tooLarge: string; tooManyFiles: string };

export type MultipartFile = { field: string; filename: string | undefined; bytes: Buffer };

/**
 * One route plugin's multipart bodies, in one place: busboy's limits from what the route takes (`files` of at most
 * `fileSize`, `fields` text fields of at most `fieldSize`, 1 KB unless said; parts are the files and the fields; 50
 * header pairs), `plugin` makes the module's routes a plugin of their own with @fastify/multipart registered in it
 * with them (a route outside such a plugin never accepts a multipart body), and the readers refuse in the route's
 * `messages`.
 */
export function multipartBodies(
  takes: Pick<MultipartLimits, 'fileSize' | 'files' | 'fields'> & { fieldSize?: number },
  messages: MultipartMessages,
) {
  const limits: MultipartLimits = {
    fieldSize: 1024,
    ...takes,
    parts: takes.files + takes.fields,
    headerPairs: 50,
  };
  return {
    plugin:
      (routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
      async (app, options) => {
        await app.register(multipart, { limits, throwFileSizeLimit: true });
        await routes(app, options);
      },
    readFiles: (request: FastifyRequest) => readMultipartFiles(request, limits, messages),
    readForm: (request: FastifyRequest) => readMultipartForm(request, limits, messages),
  };
}

/**
 * Every file of a multipart body, read within `limits` (anything bigger is refused while it streams in): 415 for a
 * body that is not multipart, 413 for a file over the size, 400 for too many parts or a malformed body.
 */
async function readMultipartFiles(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<MultipartFile[]> {
  return (await readMultipartForm(request, limits, messages)).files;
}

/**
 * A multipart form: its files as readMultipartFiles reads them, and its text fields (the last value of a name
 * sent twice). A field longer than `limits.fieldSize` is refused (400), never cut short.
 */
async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<{ fields: Record<string, string>; files: MultipartFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const files: MultipartFile[] = [];
  const fields: Record<string, string> = Object.create(null);
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest('A form field is too long');
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      files.push({
        field: part.fieldname,
        filename: part.filename || undefined,
        bytes: await part.toBuffer(),
      });
    }
  } catch (error) {
    const known = multipartErrors(messages)[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(...known);
    // busboy's own complaints (no boundary, a cut-off body, a malformed part header)
    if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)) {
      throw badRequest('Malformed multipart body');
    }
    throw error;
  }
  return { fields, files };
}

const multipartErrors = (messages: MultipartMessages): Record<string, [status: number, message: string]> => ({
  FST_REQ_FILE_TOO_LARGE: [413, messages.tooLarge],
  FST_FILES_LIMIT: [400, messages.tooManyFiles],
  FST_PARTS_LIMIT: [400, 'Too many form fields'],
  FST_FIELDS_LIMIT: [400, 'Too many form fields'],
  FST_PROTO_VIOLATION: [400, 'Malformed multipart body'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Malformed multipart body'],
});
