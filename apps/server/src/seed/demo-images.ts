import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantUrl, LARGEST_IMAGE_WIDTH, UPLOADS_PREFIX } from '@carshop/contract/images';
import sharp from 'sharp';
import { PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { ART_WIDTH, carSvg } from './car-art.ts';
import type { BodyType } from './car-shapes.ts';

/**
 * Renders one demo picture to WebP under `<uploadDir>/demo/` and answers its public URL (the largest width).
 * The name carries a hash of the drawing, so a changed drawing gets a new name and the year-long cache of
 * /uploads never serves a stale picture; existing files are kept, so a restart renders nothing.
 */
export async function renderDemoImage(uploadDir: string, body: BodyType, paint: string, color: string) {
  const svg = carSvg(body, color);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  const name = `${body}-${paint}-${hash}`;
  const dir = path.join(uploadDir, 'demo');
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const width of IMAGE_WIDTHS) {
    const file = path.join(uploadDir, imageVariantUrl(`demo/${name}`, width));
    if (await exists(file)) continue;
    // Rasterise at the target size (density), not at 800 px and then scaled, so edges stay crisp.
    const webp = await sharp(Buffer.from(svg), { density: (72 * width) / ART_WIDTH })
      .resize({ width })
      .webp({ quality: 82, effort: 5 })
      .toBuffer();
    // Write then rename: a crash mid-write must not leave a truncated file that later runs would skip.
    const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
    await fs.writeFile(partial, webp);
    await fs.rename(partial, file);
  }
  return imageVariantUrl(`${UPLOADS_PREFIX}demo/${name}`, LARGEST_IMAGE_WIDTH);
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
