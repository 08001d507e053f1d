import { randomBytes } from 'node:crypto';
import {
  IMAGE_ASPECT,
  IMAGE_WIDTHS,
  imageBase,
  imageVariantUrl,
  MAX_UPLOAD_PIXELS,
  UPLOAD_MESSAGES,
  UPLOADS_PREFIX,
} from '@carshop/contract/images';
import type { UploadedPicture } from '@carshop/contract/upload';
import sharp from 'sharp';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { type PictureStore, picturePath } from './picture-store.ts';
import { detectPictureType, type PictureType } from './picture-type.ts';

export { createLocalPictureStore, type PictureStore } from './picture-store.ts';

/** What sharp's metadata calls each accepted type (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Record<PictureType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };
/** A decode or encode that takes longer than this is abandoned (a hostile file must not hold a core). */
const SHARP_TIMEOUT_SECONDS = 20;
const WEBP_QUALITY = 82;

const heightOf = (width: number) => Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
const keyOf = (name: string, width: number) => `${name}-${width}.webp`;

/**
 * Stores an uploaded picture (ADR 013): its type is read from its bytes (JPEG, PNG, WebP, AVIF; anything else
 * 415 before a decoder sees it), its size from its header (over MAX_UPLOAD_PIXELS: 413 before it is decoded),
 * then it is decoded once, turned upright, cropped to 16:10 and re-encoded to WebP at every width of
 * IMAGE_WIDTHS, without any metadata (EXIF, GPS, ICC, XMP), under a new random name. Either every width is
 * stored or none is.
 */
export async function storePicture(store: PictureStore, bytes: Buffer): Promise<UploadedPicture> {
  const type = detectPictureType(bytes);
  if (!type) throw new HttpError(415, UPLOAD_MESSAGES.wrongType);
  // Header only, nothing decoded: so no pixel limit here (sharp's default would answer 'unreadable' to a
  // bomb); ours is checked just below, before any decoding.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(UPLOAD_MESSAGES.unreadable);
    });
  // The bytes start like one format but the decoder reads another: a forgery, not a picture.
  if (metadata.format !== SHARP_FORMAT[type] || (type === 'avif' && metadata.compression !== 'av1')) {
    throw new HttpError(415, UPLOAD_MESSAGES.wrongType);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_UPLOAD_PIXELS) throw new HttpError(413, UPLOAD_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0) throw badRequest(UPLOAD_MESSAGES.unreadable);

  const variants = await encodeVariants(bytes).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  });
  const name = randomBytes(16).toString('hex');
  const keys = variants.map((variant) => keyOf(name, variant.width));
  // Every write settles before any clean-up, so no write can land after the clean-up ran.
  const writes = await Promise.allSettled(variants.map((variant, i) => store.put(keys[i]!, variant.webp)));
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await Promise.all(keys.map((key) => store.remove(key).catch(() => {})));
    throw failed.reason;
  }
  const urls = keys.map(picturePath);
  return {
    display_url: urls.at(-1)!,
    srcset: variants.map((variant, i) => `${urls[i]} ${variant.width}w`).join(', '),
    variants: variants.map((variant, i) => ({ width: variant.width, height: variant.height, url: urls[i]! })),
  };
}

/** One decode at the largest width; the smaller widths are scaled from that. */
async function encodeVariants(bytes: Buffer) {
  const largest = IMAGE_WIDTHS.at(-1)!;
  const { data, info } = await sharp(bytes, {
    limitInputPixels: MAX_UPLOAD_PIXELS,
    failOn: 'error',
    // The first frame of an animated WebP; a still picture anyway.
    pages: 1,
  })
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .rotate() // upright by its EXIF orientation, before the EXIF goes
    .resize(largest, heightOf(largest), { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      height: heightOf(width),
      // sharp writes no metadata unless asked to (keepMetadata/withMetadata), and raw pixels carry none.
      webp: await sharp(data, raw)
        .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
        .resize(width, heightOf(width))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}

/** Whether the bytes start as a picture the shop takes (JPEG, PNG, WebP, AVIF): checked again, fully, when stored. */
export const isPictureFile = (bytes: Buffer): boolean => detectPictureType(bytes) !== undefined;

/**
 * Whether `url` is a picture of this shop's store (`/uploads/<name>-960.webp`) whose every width exists: the
 * only kind of image a car may show (ADR 012).
 */
export async function isShopPicture(store: PictureStore, url: string): Promise<boolean> {
  const base = imageBase(url);
  if (!base) return false;
  const name = base.slice(UPLOADS_PREFIX.length);
  const found = await Promise.all(IMAGE_WIDTHS.map((width) => store.exists(imageVariantUrl(name, width))));
  return found.every(Boolean);
}

/** How long an unused picture is kept: the admin who uploaded it may still be filling in the car's form. */
export const UNUSED_PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;

/** `abc-480.webp` -> `/uploads/abc`: the picture a stored width belongs to, as imageBase() names it. */
const pictureBaseOf = (key: string) => `${UPLOADS_PREFIX}${key.replace(/-\d+\.webp$/, '')}`;

/**
 * Removes the pictures nobody uses (ADR 018): written before `olderThan` and named by no URL of `inUse` (the
 * cars' pictures and the ordered cars' pictures, which an order keeps after its car changes picture). A picture
 * uploaded on the Add Car form and then abandoned goes this way. The URLs in use are read after the listing, so
 * a car saved meanwhile keeps its picture. Answers the keys removed.
 */
export async function removeUnusedPictures(
  store: PictureStore,
  { inUse, olderThan }: { inUse: () => Promise<Iterable<string | null>>; olderThan: Date },
): Promise<string[]> {
  const old = (await store.list()).filter((picture) => picture.writtenAt < olderThan);
  if (old.length === 0) return [];
  const used = new Set<string>();
  for (const url of await inUse()) {
    const base = url ? imageBase(url) : undefined;
    if (base) used.add(base);
  }
  const unused = old.map((picture) => picture.key).filter((key) => !used.has(pictureBaseOf(key)));
  await Promise.all(unused.map((key) => store.remove(key)));
  return unused;
}

/** Removes every width of a picture just stored that nothing will use (an import that failed after storing it). */
export async function removeStoredPicture(store: PictureStore, picture: UploadedPicture): Promise<void> {
  await Promise.all(
    picture.variants.map((variant) => store.remove(variant.url.slice(UPLOADS_PREFIX.length)).catch(() => {})),
  );
}
