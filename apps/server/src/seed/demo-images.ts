import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, imageVariantUrl, LARGEST_IMAGE_WIDTH, UPLOADS_PREFIX } from '@carshop/contract/images';
import sharp from 'sharp';
import type { PictureStore } from '../modules/uploads/service.ts';
import { ART_WIDTH, type CarView, carSvg } from './car-art.ts';
import type { BodyType } from './car-shapes.ts';

/**
 * Renders one demo picture to WebP into the picture store, under `demo/`, and answers its URL (the largest
 * width). The name carries a hash of the drawing, so a changed drawing gets a new name and the year-long cache of
 * /uploads never serves a stale picture; stored widths are kept, so a restart renders nothing.
 */
export async function renderDemoImage(
  store: PictureStore,
  body: BodyType,
  paint: string,
  color: string,
  view: CarView = 'side',
) {
  const svg = carSvg(body, color, view);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  const name = `${body}-${paint}-${view === 'side' ? '' : `${view}-`}${hash}`;
  for (const width of IMAGE_WIDTHS) {
    const key = imageVariantUrl(`demo/${name}`, width);
    if (await store.exists(key)) continue;
    // Rasterise at the target size (density), not at 800 px and then scaled, so edges stay crisp.
    const webp = await sharp(Buffer.from(svg), { density: (72 * width) / ART_WIDTH })
      .resize({ width })
      .webp({ quality: 82, effort: 5 })
      .toBuffer();
    await store.put(key, webp); // all or nothing, in every store
  }
  return imageVariantUrl(`${UPLOADS_PREFIX}demo/${name}`, LARGEST_IMAGE_WIDTH);
}
