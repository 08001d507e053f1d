import useEmblaCarousel from 'embla-carousel-react';
import { TESTIMONIALS } from '@/content/testimonials';
import { useCarouselState } from '../hooks/use-carousel-state';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CarouselButton } from './carousel-button';
import { HomeSection } from './home-section';
import { TestimonialCard } from './testimonial-card';

/**
 * Ten testimonials in a looping slider: 3 per view above 1024 px, 2 up to 1024 px, 1 up to 768 px, with
 * 20, 15 and 10 px between them (spec §2). Spacing is slide padding, as Embla expects.
 */
export function TestimonialsSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: reducedMotion ? 1 : 25,
  });
  const { selected } = useCarouselState(api);

  return (
    <HomeSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What Our Customers Say"
      lead="Real stories from drivers who found their car with us."
      action={
        <div className="flex gap-2">
          <CarouselButton
            direction="previous"
            aria-label="Previous testimonials"
            onClick={() => api?.scrollPrev()}
          />
          <CarouselButton direction="next" aria-label="Next testimonials" onClick={() => api?.scrollNext()} />
        </div>
      }
    >
      <section aria-roledescription="carousel" aria-label="Customer testimonials">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="-ml-[10px] flex touch-pan-y min-[769px]:-ml-[15px] min-[1025px]:-ml-[20px]">
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
