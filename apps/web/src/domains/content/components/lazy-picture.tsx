import type * as React from 'react';

type LazyPictureProps = Omit<React.ComponentProps<'img'>, 'alt' | 'width' | 'height'> & {
  /** The picture's own width and height, which reserve its box before it arrives (no layout shift). */
  size: [width: number, height: number];
};

/**
 * A decorative picture below the fold (a post's, a category's, a face): the words beside it say what it shows,
 * so it is silent to screen readers (alt=""), and it loads only as it nears the screen. The home page's category
 * grid writes its <img> out instead: it is in the first load, where this would be a chunk (a request) of its own.
 */
export function LazyPicture({ size: [width, height], ...props }: LazyPictureProps) {
  return <img alt="" width={width} height={height} loading="lazy" decoding="async" {...props} />;
}
