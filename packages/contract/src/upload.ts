import { z } from 'zod';

export {
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
} from './images.ts';

/**
 * `data` of POST /uploads. `display_url` is the name the specification's image host answers with: the URL of the
 * largest variant, which is what a car's `image` takes. `srcset` and `variants` list every stored width (all
 * 16:10 WebP) for responsive `<img>` tags; `imageSrcSet(display_url)` from images.ts builds the same srcset.
 */
export const uploadedPictureSchema = z.object({
  display_url: z.string(),
  srcset: z.string(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;
