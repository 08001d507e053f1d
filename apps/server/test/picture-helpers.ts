import sharp from 'sharp';
import type { App } from '../src/app.ts';
import { authHeader } from './shop-helpers.ts';

/** Pictures as the suites send them: real image bytes, in a browser's multipart body, to the upload route. */

/** A real JPEG (one flat colour), optionally with EXIF (camera, GPS...). */
export function jpegPicture(width = 1200, height = 800, exif?: Record<string, Record<string, string>>) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).jpeg({ quality: 80 });
  return (exif ? image.withExif(exif) : image).toBuffer();
}

/** A multipart/form-data body of these parts, as a browser would send it. */
export function multipartBody(
  parts: { field: string; filename?: string; type?: string; content: Buffer | string }[],
  boundary = `----carshop${crypto.randomUUID().replaceAll('-', '')}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.type ? `Content-Type: ${part.type}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a picture as an admin; answers the response. */
export function uploadPicture(
  app: App,
  session: { token: string } | undefined,
  content: Buffer | string,
  { filename = 'car.jpg', type = 'image/jpeg', field = 'image' } = {},
) {
  const { payload, contentType } = multipartBody([{ field, filename, type, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...authHeader(session), 'content-type': contentType },
  });
}
