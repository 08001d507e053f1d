/**
 * How the shop stores car pictures, shared by the server (which writes them) and the web app (which builds
 * `srcset` from them). Zod-free, like constants.ts, so it costs the first page load nothing.
 *
 * Every picture exists once per width as `<base>-<width>.webp` under /uploads; a car's `image` is the URL of
 * the largest one. Names are random (uploads) or content hashes (demo pictures), so a URL never points at
 * other bytes and may be cached for a year.
 */
export const IMAGE_WIDTHS = [480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 960;
/** Pixel size of the largest variant: every car picture is cropped to 16:10. */
export const IMAGE_ASPECT = { width: 960, height: 600 } as const;

export const UPLOADS_PREFIX = '/uploads/';

/** `/uploads/abc` + 480 -> `/uploads/abc-480.webp` */
export const imageVariantUrl = (base: string, width: ImageWidth) => `${base}-${width}.webp`;

/**
 * A stored picture's name: lower-case words joined by single dashes, in at most one folder (`demo/`). No dot,
 * no `..`, no other folder, so a name can never step out of the upload store.
 */
const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const VARIANT = new RegExp(`^(${UPLOADS_PREFIX}(?:${NAME}/)?${NAME})-${LARGEST_IMAGE_WIDTH}\\.webp$`);

/** The `<base>` of a stored picture's URL, or undefined for any other URL (external, placeholder). */
export function imageBase(url: string): string | undefined {
  return VARIANT.exec(url)?.[1];
}

/**
 * Whether `url` names a picture of this shop's upload store (`/uploads/<name>-960.webp`): the only kind of
 * `image` a car may have (ADR 012). The server also checks that the files exist.
 */
export const isStoredPictureUrl = (url: string): boolean => VARIANT.test(url);

// ---- Uploads (POST /api/uploads, multipart) ----

/** The multipart field that carries the picture (spec §7: "multipart with field image"). */
export const UPLOAD_FIELD = 'image';

/**
 * The multipart fields of POST /cars/import (issue 31): here, without Zod, because the catalogue's API slice that
 * sends them is in every public page's first load (car-import.ts re-exports them).
 */
export const CAR_IMPORT_FIELDS = { file: 'file', pictures: 'pictures' } as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A picture that decodes to more pixels than this is refused before it is decoded. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** For the file input's `accept`: the server decides the type from the bytes, whatever these say. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The upload answers' messages, shared so the form can show the same words before sending. */
export const UPLOAD_MESSAGES = {
  uploaded: 'Image uploaded successfully',
  wrongType: 'Only JPEG, PNG, WebP or AVIF pictures are accepted',
  tooLarge: 'The picture must be at most 5 MB',
  tooManyPixels: 'The picture is too large: at most 40 megapixels',
  unreadable: 'The picture could not be read',
  noFile: 'Choose a picture to upload',
  oneFile: 'Send one picture at a time',
  notMultipart: 'Send the picture as multipart/form-data in the field "image"',
} as const;

/** `srcset` for a stored picture (`… 480w, … 960w`), or undefined when the URL is not one of ours. */
export function imageSrcSet(url: string): string | undefined {
  const base = imageBase(url);
  return base
    ? IMAGE_WIDTHS.map((width) => `${imageVariantUrl(base, width)} ${width}w`).join(', ')
    : undefined;
}
