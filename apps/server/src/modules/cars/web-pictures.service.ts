import { CAR_IMPORT_MESSAGES, MAX_IMPORT_WEB_PICTURES } from '@carshop/contract/car-import';
import { MAX_UPLOAD_BYTES } from '@carshop/contract/images';
import type { UploadedPicture } from '@carshop/contract/upload';
import { fetchPicture, PictureFetchError } from '../../lib/fetch-picture.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import {
  checkOutboundUrl,
  hostOf,
  parseOutboundUrl,
  RefusedAddressError,
} from '../../lib/outbound-address.ts';
import { isPictureFile, type PictureStore, removeStoredPicture, storePicture } from '../uploads/service.ts';

/**
 * Pictures a CSV names by web address (issue 31, ADR 063). The preview checks them cheaply (the address's shape,
 * and that its host is public: lib/outbound-address.ts); the commit downloads each distinct address once, a few
 * at a time, through the upload pipeline, all of them or none.
 */
export type WebPictureSettings = { allowPrivate: boolean; timeoutMs: number };

/** A picture named by a web address (`https://…`, `//host/…`, `data:`): any scheme, so that every one is judged. */
export const isWebAddress = (name: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(name);

/** Downloads at once: enough to overlap slow hosts, few enough to keep a core for the shop's buyers. */
const DOWNLOADS_AT_ONCE = 4;
/** DNS lookups at once in the preview. */
const LOOKUPS_AT_ONCE = 8;

const URL_MESSAGES = {
  badUrl: 'a picture by web address must be an http:// or https:// address',
  credentials: 'a picture address must not carry a user name or password',
};

/** Runs `work` on every item, `atOnce` at a time; stops taking new items once `stop()` says so. */
async function eachAtOnce<T>(
  items: T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
  stop = () => false,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined && !stop(); item = queue.shift()) await work(item);
    }),
  );
}

/**
 * The web addresses among `names`, each with what is wrong with it (null: nothing the preview can see). More than
 * MAX_IMPORT_WEB_PICTURES distinct addresses: 400.
 */
export async function checkWebPictures(
  names: Iterable<string>,
  { allowPrivate, timeoutMs }: WebPictureSettings,
): Promise<Map<string, string | null>> {
  const addresses = [...new Set([...names].filter(isWebAddress))];
  if (addresses.length > MAX_IMPORT_WEB_PICTURES) throw badRequest(CAR_IMPORT_MESSAGES.tooManyWebPictures);
  const problems = new Map<string, string | null>();
  const byHost = new Map<string, URL>();
  for (const address of addresses) {
    try {
      const url = parseOutboundUrl(address, URL_MESSAGES);
      problems.set(address, null);
      byHost.set(hostOf(url), url);
    } catch (error) {
      if (!(error instanceof RefusedAddressError)) throw error;
      problems.set(address, error.message);
    }
  }
  // One lookup per host: a file of 500 pictures on one site asks once.
  const hostProblems = new Map<string, string>();
  await eachAtOnce([...byHost], LOOKUPS_AT_ONCE, async ([host, url]) => {
    try {
      await checkOutboundUrl(url, { allowPrivate, lookupTimeoutMs: Math.min(timeoutMs, 5000) });
    } catch (error) {
      if (!(error instanceof RefusedAddressError)) throw error;
      hostProblems.set(host, error.message);
    }
  });
  for (const [address, problem] of problems) {
    if (problem) continue;
    const host = hostOf(new URL(address));
    problems.set(address, hostProblems.get(host) ?? null);
  }
  return problems;
}

/**
 * Downloads every address and stores it as a shop picture (verified, re-encoded, stripped by storePicture), each
 * distinct address once; answers each address's stored URL and the pictures stored (for `forget` to remove if
 * the import fails later). One that fails stops the rest, removes what was stored and answers 400 naming the rows
 * and the address.
 */
export async function storeWebPictures(
  addresses: string[],
  rowsNaming: (address: string) => number[],
  store: PictureStore,
  { allowPrivate, timeoutMs }: WebPictureSettings,
): Promise<{ urls: Map<string, string>; stored: UploadedPicture[] }> {
  const urls = new Map<string, string>();
  const stored: UploadedPicture[] = [];
  let failure: { address: string; message: string } | undefined;
  let unexpected: unknown;
  await eachAtOnce(
    [...new Set(addresses)],
    DOWNLOADS_AT_ONCE,
    async (address) => {
      try {
        const bytes = await fetchPicture(new URL(address), {
          allowPrivate,
          timeoutMs,
          maxBytes: MAX_UPLOAD_BYTES,
        });
        // Worded as the zip's pictures are; storePicture checks again, fully.
        if (!isPictureFile(bytes)) throw new PictureFetchError('is not a JPEG, PNG, WebP or AVIF picture');
        const picture = await storePicture(store, bytes);
        stored.push(picture);
        urls.set(address, picture.display_url);
      } catch (error) {
        if (error instanceof PictureFetchError) failure ??= { address, message: error.message };
        // The upload pipeline's refusals (not a picture, unreadable, too many pixels) name the address too.
        else if (error instanceof HttpError && error.statusCode < 500)
          failure ??= { address, message: lowerFirst(error.message) };
        else unexpected ??= error ?? new Error('failed');
      }
    },
    () => failure !== undefined || unexpected !== undefined,
  );
  if (!failure && unexpected === undefined) return { urls, stored };
  await forgetPictures(store, stored);
  if (unexpected !== undefined) throw unexpected;
  const { address, message } = failure!;
  throw new HttpError(
    400,
    CAR_IMPORT_MESSAGES.webPictureFailed,
    undefined,
    rowsNaming(address).map((row) => ({ path: `row ${row}: images`, message: `${address}: ${message}` })),
  );
}

/** Removes pictures an import stored and will not use. */
export const forgetPictures = (store: PictureStore, pictures: UploadedPicture[]) =>
  Promise.all(pictures.map((picture) => removeStoredPicture(store, picture)));

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
