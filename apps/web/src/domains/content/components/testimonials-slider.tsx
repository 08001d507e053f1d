import { useSyncExternalStore } from 'react';
import { TESTIMONIALS } from '@/content/testimonials';
import { useSlider } from '../hooks/use-slider';
import { CarouselButton } from './carousel-button';
import { HomeSection } from './home-section';
import { TestimonialCard } from './testimonial-card';

const WIDE = '(min-width: 1025px)';
const MEDIUM = '(min-width: 769px)';

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** Testimonials per view at the window's width (the server renders the phone's one). */
function usePerView() {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 3 : window.matchMedia(MEDIUM).matches ? 2 : 1),
    () => 1,
  );
}

/**
 * Ten testimonials in a looping slider: 3 per view above 1024 px, 2 up to 1024 px, 1 up to 768 px, with
 * 20, 15 and 10 px between them (spec §2). Spacing is slide padding inside a track pulled left by as much.
 */
export function TestimonialsSlider() {
  const perView = usePerView();
  const { selected, next, previous, swipe, trackStyle } = useSlider(
    TESTIMONIALS.length - perView + 1,
    perView,
  );

  return (
    <HomeSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What Our Customers Say"
      lead="Real stories from drivers who found their car with us."
      action={
        <div className="flex gap-2">
          <CarouselButton direction="previous" aria-label="Previous testimonials" onClick={previous} />
          <CarouselButton direction="next" aria-label="Next testimonials" onClick={next} />
        </div>
      }
    >
      <section aria-roledescription="carousel" aria-label="Customer testimonials">
        <div className="overflow-hidden" {...swipe}>
          <div
            className="-ml-[10px] flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none min-[769px]:-ml-[15px] min-[1025px]:-ml-[20px]"
            style={trackStyle}
          >
            {TESTIMONIALS.map((testimonial, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG), not a fieldset
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
                className="relative min-w-0 flex-[0_0_100%] pl-[10px] min-[769px]:flex-[0_0_50%] min-[769px]:pl-[15px] min-[1025px]:flex-[0_0_33.3333%] min-[1025px]:pl-[20px]"
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            ))}
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          Showing testimonial {selected + 1} of {TESTIMONIALS.length}
        </p>
      </section>
    </HomeSection>
  );
}
