import { ArrowRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { HERO_INTERVAL_MS, HERO_SLIDES } from '@/content/hero-slides';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { cn } from '@/lib/cn';
import { earlyTap } from '@/lib/early-taps';
import { useSlider } from '../hooks/use-slider';
import { CarouselButton } from './carousel-button';

/**
 * Three looping slides that advance every 3 s (spec §2). Rotation pauses while the pointer is over the
 * slider or keyboard focus is inside it, and a Pause button stops it for good (WCAG 2.2.2). Slides that
 * are not shown are inert and hidden from assistive technology, so only the visible Browse Cars
 * button can be reached.
 */
export function HeroSlider() {
  const { selected, goTo, next, previous, swipe, trackStyle } = useSlider(HERO_SLIDES.length);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !paused && !hovered && !focused;

  // Each slide stays a full interval, also after an arrow, a dot or a swipe moved to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts when the shown slide changes
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, selected]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate bg-slate-950"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="overflow-hidden" {...swipe}>
        <div
          className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={trackStyle}
          aria-live={playing ? 'off' : 'polite'}
        >
          {HERO_SLIDES.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG), not a fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
              inert={index !== selected}
              aria-hidden={index !== selected ? true : undefined}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              <img
                src={slide.image}
                alt=""
                width={1600}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="absolute inset-0 -z-10 size-full object-cover"
              />
              <div className="bg-linear-to-r from-slate-950/90 via-slate-950/65 to-slate-950/10 max-md:bg-slate-950/60">
                <div className="mx-auto flex min-h-[30rem] max-w-7xl flex-col justify-center gap-5 px-4 pt-12 pb-24 sm:min-h-[34rem] sm:px-6 lg:px-8">
                  <p className="text-sm font-semibold tracking-wider text-sky-300 uppercase">
                    {slide.eyebrow}
                  </p>
                  <h2 className="max-w-2xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
                    {slide.title}
                  </h2>
                  <p className="max-w-xl text-lg text-slate-200">{slide.text}</p>
                  <ButtonLink to={cataloguePaths.catalogue} size="lg" className="self-start">
                    Browse Cars
                    <ArrowRightIcon aria-hidden="true" />
                  </ButtonLink>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-6 mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <CarouselButton direction="previous" aria-label="Previous slide" onClick={previous} />
        <CarouselButton direction="next" aria-label="Next slide" onClick={next} />
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          {...earlyTap(paused ? 'Playing the slideshow' : 'Pausing the slideshow')}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          className="flex size-11 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/10"
        >
          {paused ? (
            <PlayIcon className="size-5" aria-hidden="true" />
          ) : (
            <PauseIcon className="size-5" aria-hidden="true" />
          )}
        </button>
        <div className="ml-2 flex items-center gap-2">
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Show slide ${index + 1} of ${HERO_SLIDES.length}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              {...earlyTap(`Showing slide ${index + 1}`)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === selected ? 'w-6 bg-white' : 'w-2 bg-white/50 hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
