import { envelope } from '@carshop/contract/api';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  uploadedPictureSchema,
} from '@carshop/contract/upload';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { noStore } from '../../lib/no-store.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { storePicture } from './service.ts';

const tags = ['uploads'];

/** One file and a few small fields at most: anything bigger is refused while it streams in. */
const LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
  headerPairs: 50,
};

/** The multipart errors a client can cause, as answers a person can act on. */
const MULTIPART_ERRORS: Record<string, [status: number, message: string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.tooLarge],
  FST_FILES_LIMIT: [400, UPLOAD_MESSAGES.oneFile],
  FST_PARTS_LIMIT: [400, 'Too many form fields'],
  FST_FIELDS_LIMIT: [400, 'Too many form fields'],
  FST_PROTO_VIOLATION: [400, 'Malformed multipart body'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Malformed multipart body'],
};

/** The bytes of the one file in the field `image`. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) picture = bytes;
    }
  } catch (error) {
    const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(...known);
    // busboy's own complaints (no boundary, a cut-off body, a malformed part header)
    if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)) {
      throw badRequest('Malformed multipart body');
    }
    throw error;
  }
  if (!picture?.length) throw badRequest(UPLOAD_MESSAGES.noFile);
  return picture;
}

/** POST /uploads: the shop hosts its own car pictures (product decisions §2, ADR 013). */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });

  app.post(
    '/uploads',
    {
      config: { policy: 'uploadPictures' },
      // The answer names a new picture: no cache may keep it (as for every answer of an admin action). The
      // guard the policy brings runs after it, so a refusal is not kept either.
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Upload a car picture (admin): multipart/form-data, one file in the field `image`',
        description:
          'JPEG, PNG, WebP or AVIF, at most 5 MB and 40 megapixels; the type is read from the bytes. The picture ' +
          'is cropped to 16:10 and stored as WebP at every width of IMAGE_WIDTHS without metadata; ' +
          "`display_url` (the largest) is what a car's `image` takes.",
        consumes: ['multipart/form-data'],
        response: {
          201: envelope(uploadedPictureSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const picture = await storePicture(app.pictureStore, await readPicture(request));
      return reply.status(201).send(ok(UPLOAD_MESSAGES.uploaded, picture));
    },
  );
};

export default uploadRoutes;
