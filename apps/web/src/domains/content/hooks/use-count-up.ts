import { type RefObject, useEffect, useState } from 'react';

const DURATION_MS = 1800;
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 to `target` once the element scrolls into view (IntersectionObserver), or shows the
 * target at once when the user prefers reduced motion or the browser has no observer.
 */
export function useCountUp(ref: RefObject<Element | null>, target: number, reducedMotion: boolean) {
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min((now - start) / DURATION_MS, 1);
          setValue(Math.round(target * easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, target, reducedMotion]);

  return value;
}
