import { envelope } from '@carshop/contract/api';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  uploadedPictureSchema,
} from '@carshop/contract/upload';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { multipartBodies } from '../../lib/multipart-files.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { storePicture } from './service.ts';

// The answer names a new picture: no cache may keep it, nor a refusal (as for every answer of an admin action).
const route = routesOf(['uploads'], { private: true });

/** One file and a few small fields at most: anything bigger is refused while it streams in. */
const bodies = multipartBodies(
  { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
  {
    notMultipart: UPLOAD_MESSAGES.notMultipart,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    tooManyFiles: UPLOAD_MESSAGES.oneFile,
  },
);

/** The bytes of the one file in the field `image`. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  const files = await bodies.readFiles(request);
  const picture = files.find((file) => file.field === UPLOAD_FIELD)?.bytes;
  if (!picture?.length) throw badRequest(UPLOAD_MESSAGES.noFile);
  return picture;
}

/** POST /uploads: the shop hosts its own car pictures (product decisions §2, ADR 013). */
const uploadRoutes = bodies.plugin(async (app) => {
  app.post(
    '/uploads',
    route('uploadPictures', {
      summary: 'Upload a car picture (admin): multipart/form-data, one file in the field `image`',
      description:
        'JPEG, PNG, WebP or AVIF, at most 5 MB and 40 megapixels; the type is read from the bytes. The picture ' +
        'is cropped to 16:10 and stored as WebP at every width of IMAGE_WIDTHS without metadata; ' +
        "`display_url` (the largest) is what a car's `image` takes.",
      consumes: ['multipart/form-data'],
      response: { 201: envelope(uploadedPictureSchema), ...errorResponses(400, 401, 403, 413, 415) },
    }),
    async (request, reply) => {
      const picture = await storePicture(app.pictureStore, await readPicture(request));
      return reply.status(201).send(ok(UPLOAD_MESSAGES.uploaded, picture));
    },
  );
});

export default uploadRoutes;
