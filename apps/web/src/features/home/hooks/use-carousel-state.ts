import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

type CarouselApi = UseEmblaCarouselType[1];

/** The selected slide and the snap count of an Embla carousel, kept in React state. */
export function useCarouselState(api: CarouselApi) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return { selected, snapCount };
}
