import { imageSrcSet } from '@carshop/contract/images';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { CarImage } from '../car-image';

/** The detail picture's `sizes` (the server preloads the same candidate the page will pick). */
export const DETAIL_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** `#car-picture-2`: each picture's anchor, so thumbnails and arrows are plain links before the app runs. */
const pictureId = (index: number) => `car-picture-${index + 1}`;

/** How close to its target a scroll counts as arrived; how often, and after how long standing still, it is checked. */
const ARRIVED_PX = 1;
const CHECK_MS = 200;
const STILL_MS = 250;
const GIVE_UP_MS = 3000;

type CarGalleryProps = { images: readonly string[]; name: string };

/**
 * The car's pictures (issue 21): one at a time in a strip that snaps, so a finger swipes it and the arrow keys
 * scroll it once it has focus; thumbnails and the previous/next arrows are links to each picture's anchor,
 * which the browser follows by itself before the app has run (and without JavaScript at all). Once it runs,
 * they scroll the strip without moving the page, the thumbnail of the picture shown is marked, and arrows and a
 * counter appear over the picture. The first
 * picture loads at once (the page's largest paint, preloaded by the server); the others when they come near.
 */
export function CarGallery({ images, name }: CarGalleryProps) {
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  // The arrows and the "2 / 3" follow the strip, which only the app can do: they appear once it runs.
  const hydrated = useHydrated();
  // Where a scroll the gallery started is heading: until it arrives, the positions it passes through are not
  // "the picture shown", so a second key press counts from the target, not from halfway.
  const heading = useRef<number | undefined>(undefined);
  // When the strip last moved, and the timer that checks a scroll the gallery started gets where it was sent.
  const movedAt = useRef(0);
  const watchdog = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(watchdog.current), []);
  if (images.length < 2) {
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm">
        <CarImage src={images[0]} alt={name} sizes={DETAIL_IMAGE_SIZES} priority />
      </div>
    );
  }
  const last = images.length - 1;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(last, index));
    const list = strip.current;
    if (!list) return;
    heading.current = target;
    setShown(target);
    // Instant for those who ask the system for less motion.
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: target * list.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    watch(performance.now() + GIVE_UP_MS);
  };
  /**
   * Makes sure a scroll the gallery started gets there. On a busy phone a second key pressed before the first
   * one's scroll has moved the strip can leave the strip a few pixels short with no scroll left running (and no
   * `scrollend`): once the strip has stood still for a moment away from its target, it is sent there at once.
   * A finger, a wheel or the mouse taking over ends the watch; so does the deadline.
   */
  const watch = (deadline: number) => {
    window.clearTimeout(watchdog.current);
    watchdog.current = window.setTimeout(() => {
      const list = strip.current;
      const target = heading.current;
      if (!list || target === undefined) return;
      const left = target * list.clientWidth;
      if (Math.abs(list.scrollLeft - left) <= ARRIVED_PX) {
        heading.current = undefined;
      } else if (performance.now() < deadline) {
        if (performance.now() - movedAt.current >= STILL_MS) list.scrollTo({ left, behavior: 'auto' });
        watch(deadline);
      } else {
        heading.current = undefined;
        setShown(Math.round(list.scrollLeft / list.clientWidth));
      }
    }, CHECK_MS);
  };
  /** A link to a picture scrolls the strip, not the page, and leaves the address alone. */
  const follow = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    show(index);
  };
  /**
   * The picture shown follows the strip's position, except while the gallery's own scroll is on its way: then
   * it is the target until the strip arrives (or a finger, a wheel or the mouse takes over).
   */
  const onScroll = () => {
    movedAt.current = performance.now();
    const list = strip.current;
    if (!list || list.clientWidth === 0) return;
    if (heading.current !== undefined) {
      if (Math.abs(list.scrollLeft - heading.current * list.clientWidth) > ARRIVED_PX) return;
      heading.current = undefined;
    }
    setShown(Math.round(list.scrollLeft / list.clientWidth));
  };
  const takeOver = () => {
    heading.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = heading.current ?? shown;
    const next = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:pointer-events-none aria-disabled:opacity-0';
  return (
    <section aria-label={`Pictures of the ${name}`} className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        <ul
          ref={strip}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls, so keyboard users must reach it
          tabIndex={0}
          aria-label={`${images.length} pictures: use the arrow keys to move between them`}
          onScroll={onScroll}
          onTouchStart={takeOver}
          onWheel={takeOver}
          onPointerDown={takeOver}
          onKeyDown={onKeyDown}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-slate-200 bg-slate-100 shadow-sm [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {images.map((src, index) => (
            <li key={src} id={pictureId(index)} className="w-full shrink-0 snap-center snap-always">
              <CarImage
                src={src}
                alt={`${name}, picture ${index + 1} of ${images.length}`}
                sizes={DETAIL_IMAGE_SIZES}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        {hydrated ? (
          <>
            <a
              href={`#${pictureId(shown - 1)}`}
              aria-label="Previous picture"
              aria-disabled={shown === 0 || undefined}
              tabIndex={shown === 0 ? -1 : undefined}
              onClick={follow(shown - 1)}
              className={cn(arrow, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </a>
            <a
              href={`#${pictureId(shown + 1)}`}
              aria-label="Next picture"
              aria-disabled={shown === last || undefined}
              tabIndex={shown === last ? -1 : undefined}
              onClick={follow(shown + 1)}
              className={cn(arrow, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </a>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-xs font-semibold text-white"
            >
              {shown + 1} / {images.length}
            </p>
          </>
        ) : null}
      </div>
      <ol aria-label="Choose a picture" className="flex gap-2 overflow-x-auto p-0.5">
        {images.map((src, index) => (
          <li key={src} className="shrink-0">
            <a
              href={`#${pictureId(index)}`}
              aria-label={`Picture ${index + 1} of ${images.length}`}
              aria-current={index === shown ? 'true' : undefined}
              onClick={follow(index)}
              className="block w-20 overflow-hidden rounded-lg border-2 border-transparent opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:opacity-100 sm:w-24"
            >
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes="96px"
                alt=""
                width={96}
                height={60}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full bg-slate-100 object-cover"
              />
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
