import { IMAGE_ASPECT, imageSrcSet } from '@carshop/contract/images';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const CAR_PLACEHOLDER = '/images/car-placeholder.svg';

type CarImageProps = {
  src?: string | null;
  alt: string;
  sizes: string;
  className?: string;
  /** The first image of a page (above the fold) loads eagerly with high priority. */
  priority?: boolean;
};

/** A car photo at 16:10 with a placeholder when the car has no image or it fails to load. */
export function CarImage({ src, alt, sizes, className, priority = false }: CarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <img
      src={usable ?? CAR_PLACEHOLDER}
      srcSet={usable ? imageSrcSet(usable) : undefined}
      sizes={usable ? sizes : undefined}
      alt={alt}
      width={IMAGE_ASPECT.width}
      height={IMAGE_ASPECT.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src ?? null)}
      className={cn('aspect-[16/10] w-full bg-slate-100 object-cover', className)}
    />
  );
}
