import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageBase, imageSrcSet, imageVariantUrl, isStoredPictureUrl } from './images.ts';

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
    ['/uploads/../secret-960.webp'],
    ['/uploads/a/b/c-960.webp'],
    ['/uploads/Ab12-960.webp'],
    ['/uploads/ab_12-960.webp'],
    ['/uploads/-960.webp'],
  ])('has no srcset for %j, and is not a stored picture', (url) => {
    expect(imageSrcSet(url)).toBeUndefined();
    expect(imageBase(url)).toBeUndefined();
    expect(isStoredPictureUrl(url)).toBe(false);
  });

  it('recognises stored pictures, uploaded or demo', () => {
    expect(isStoredPictureUrl('/uploads/0123456789abcdef0123456789abcdef-960.webp')).toBe(true);
    expect(isStoredPictureUrl('/uploads/demo/suv-red-1a2b3c4d-960.webp')).toBe(true);
  });
});
