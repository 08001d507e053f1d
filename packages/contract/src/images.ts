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

const VARIANT = new RegExp(`^(${UPLOADS_PREFIX}[\\w./-]+)-${LARGEST_IMAGE_WIDTH}\\.webp$`);

/** The `<base>` of a stored picture's URL, or undefined for any other URL (external, placeholder). */
export function imageBase(url: string): string | undefined {
  return VARIANT.exec(url)?.[1];
}

/** `srcset` for a stored picture (`… 480w, … 960w`), or undefined when the URL is not one of ours. */
export function imageSrcSet(url: string): string | undefined {
  const base = imageBase(url);
  return base
    ? IMAGE_WIDTHS.map((width) => `${imageVariantUrl(base, width)} ${width}w`).join(', ')
    : undefined;
}
