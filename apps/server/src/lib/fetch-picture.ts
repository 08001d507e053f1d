import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, hostOf, RefusedAddressError, refusedAddress } from './outbound-address.ts';

/**
 * One picture downloaded by its web address (the CSV import, ADR 063), for the upload pipeline to verify and
 * re-encode. Only to public addresses unless `allowPrivate` (lib/outbound-address.ts: IP literals here, names at
 * connect through the guarded lookup); redirects are not followed (node:http never does; a 3xx is an error naming
 * where it pointed); the type must say image/*; the body is cut at `maxBytes` (refused at once when
 * Content-Length says more); and the whole download, from the lookup to the last byte, is cut at `timeoutMs`.
 */
export type FetchPictureSettings = { allowPrivate: boolean; timeoutMs: number; maxBytes: number };

/** Why a picture could not be downloaded, in words an admin can act on. */
export class PictureFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureFetchError';
  }
}

export function fetchPicture(
  url: URL,
  { allowPrivate, timeoutMs, maxBytes }: FetchPictureSettings,
): Promise<Buffer> {
  // A name is checked by the lookup the socket connects through; an IP literal meets no lookup: checked here.
  const host = hostOf(url);
  const refused = !allowPrivate && net.isIP(host) ? refusedAddress(host) : null;
  if (refused) return Promise.reject(new PictureFetchError(refused));
  const tooLarge = `is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(new PictureFetchError(message));
    };
    const request = client.get(
      url,
      {
        headers: { accept: 'image/*', 'user-agent': 'carshop-import' },
        lookup: guardedLookup({ allowPrivate }) as never,
        agent: false, // a connection of its own, closed after: nothing shared between hosts
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          const location = response.headers.location;
          return fail(
            `answered ${status}, a redirect${location ? ` to ${location.slice(0, 200)}` : ''}, which is not followed`,
          );
        }
        if (status !== 200) return fail(`answered ${status}`);
        const type = (response.headers['content-type'] ?? '').trim();
        if (!/^image\//i.test(type))
          return fail(`is not a picture (its type is ${type.slice(0, 100) || 'not given'})`);
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) return fail(tooLarge);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(tooLarge);
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(Buffer.concat(chunks));
        });
        response.on('error', (error) => fail(messageOf(error)));
        response.on('aborted', () => fail('closed the connection before the end of the picture'));
      },
    );
    const timer = setTimeout(() => fail(`did not answer within ${timeoutMs / 1000} s`), timeoutMs);
    request.on('error', (error) => fail(messageOf(error)));
  });
}

const messageOf = (error: unknown) =>
  error instanceof RefusedAddressError
    ? error.message.replace(/^Not sent to an internal address: /, '')
    : (error instanceof Error ? error.message : String(error)).slice(0, 300);
