import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageBase, imageSrcSet, imageVariantUrl } from './images.ts';

describe('stored picture names', () => {
  it('names one file per width', () => {
    expect(IMAGE_WIDTHS.map((width) => imageVariantUrl('/uploads/demo/suv-red-1a2b', width))).toEqual([
      '/uploads/demo/suv-red-1a2b-480.webp',
      '/uploads/demo/suv-red-1a2b-960.webp',
    ]);
  });

  it('builds a srcset from the largest variant', () => {
    expect(imageSrcSet('/uploads/ab12-960.webp')).toBe(
      '/uploads/ab12-480.webp 480w, /uploads/ab12-960.webp 960w',
    );
  });

  it.each([
    ['https://cdn.example.com/car-960.webp'],
    ['/uploads/ab12-480.webp'],
    ['/images/car-placeholder.svg'],
    ['/uploads/ab12-960.webp?x=1'],
  ])('has no srcset for %j', (url) => {
    expect(imageSrcSet(url)).toBeUndefined();
    expect(imageBase(url)).toBeUndefined();
  });
});
