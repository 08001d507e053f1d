import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { replayEarlyTaps } from './early-taps';

/** How far below (or above) the screen a section starts loading its code: about one phone screen ahead. */
const LOAD_MARGIN = '1000px 0px';

/** Server rendering loads every deferred section before it renders (see preloadDeferredSections). */
const preloads: (() => Promise<void>)[] = [];
/** Starts loading a section's code in the browser; see loadDeferredSections. */
const nearTriggers: (() => void)[] = [];

type Options = {
  /** How far from the screen the code starts loading (`LOAD_MARGIN` unless a section needs it closer). */
  margin?: string;
  /**
   * Skip the section's style and layout while it is off screen (`content-visibility: auto`), standing in
   * with its last known size. Not for sections that animate or take input as they come into view.
   */
  skipOffscreenPaint?: boolean;
};

/**
 * A page section below the first screen whose code the browser fetches only when the section comes near the
 * screen (or is pointed at, touched or focused), keeping it out of the page's initial JavaScript (ADR 022).
 *
 * The server renders it in full: its HTML is in the page from the start. In the browser the section sits in
 * a Suspense boundary whose component is `lazy`; while its code is pending, React hydrates the rest of the
 * page and leaves this boundary's server HTML as it is, then hydrates it once the code has arrived. After a
 * navigation inside the app (no server HTML) the section renders the same way once it nears the screen.
 * The wrapper gets `data-hydrated` when the section responds (the end-to-end tests wait for it).
 */
export function deferredSection<Props extends object = Record<string, never>>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  { skipOffscreenPaint, margin = LOAD_MARGIN }: Options = {},
) {
  let near: () => void = () => {};
  const nearScreen = new Promise<void>((resolve) => {
    near = resolve;
  });
  nearTriggers.push(() => near());
  let loaded: ComponentType<Props> | null = null;
  preloads.push(async () => {
    loaded ??= await load();
  });

  const Lazy = lazy(async () => {
    await nearScreen;
    const Component = await load();
    function Hydrated({ onHydrated, ...props }: Props & { onHydrated: (hydrated: true) => void }) {
      useEffect(() => onHydrated(true), [onHydrated]);
      return <Component {...(props as Props)} />;
    }
    return { default: Hydrated };
  });

  return function DeferredSection(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const [hydrated, setHydrated] = useState(false);

    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === 'undefined') return near();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) near();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      // A pointer, a finger or the keyboard reaching the section before it scrolled near (a jump link, a
      // fast fling) loads it at once.
      const events = ['pointerover', 'touchstart', 'focusin'] as const;
      for (const type of events) element.addEventListener(type, near, { once: true, passive: true });
      return () => {
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, near);
      };
    }, []);

    // What was tapped or typed in the section before its code arrived (public/early-taps.js kept it) is done now.
    useEffect(() => {
      if (hydrated && ref.current) replayEarlyTaps(ref.current);
    }, [hydrated]);

    // The server renders the loaded component; the browser always the lazy one (loaded stays null there).
    const Loaded = loaded;
    return (
      <div
        ref={ref}
        data-deferred-section={id}
        data-hydrated={hydrated || undefined}
        className={cn(skipOffscreenPaint && '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]')}
      >
        <Suspense fallback={null}>
          {Loaded ? <Loaded {...props} /> : <Lazy {...props} onHydrated={setHydrated} />}
        </Suspense>
      </div>
    );
  };
}

/**
 * Starts loading every deferred section's code in the browser. Called when a navigation starts (main.tsx):
 * a section whose code is still pending cannot take the router's update (React then holds a navigation
 * until the section's HTML can be hydrated), so the navigation waits for these small files, fetched in
 * parallel with the next page's own.
 */
export function loadDeferredSections() {
  for (const trigger of nearTriggers) trigger();
}

/** Loads the code of every deferred section defined so far: the server calls it before it renders a page. */
export async function preloadDeferredSections() {
  await Promise.all(preloads.map((preload) => preload()));
}
