import { type PointerEvent, type MouseEvent as ReactMouseEvent, useRef, useState } from 'react';

/** How far (px) a finger or the mouse must travel across a slider to turn it. */
const SWIPE_DISTANCE = 50;

/**
 * A looping slider's position: `positions` places (slide count minus slides per view, plus one), the shown one,
 * and the handlers that turn it by a swipe. Moving past the last place comes back to the first and the other
 * way round. The track moves by CSS (`trackStyle`), so the server-rendered page shows the first place and
 * nothing moves until the app is hydrated.
 *
 * A few lines instead of Embla: the two home sliders only page, loop and swipe, and Embla weighed 7.5 KB of the
 * home page's first load (ADR 010).
 */
export function useSlider(positions: number, perView = 1) {
  const [selected, setSelected] = useState(0);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const count = Math.max(positions, 1);
  const shown = Math.min(selected, count - 1); // after a resize to more slides per view

  const goTo = (index: number) => setSelected(((index % count) + count) % count);
  const next = () => goTo(shown + 1);
  const previous = () => goTo(shown - 1);

  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0) drag.current = { x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = drag.current;
      if (!start) return;
      const dx = event.clientX - start.x;
      // A mostly horizontal movement: the page scrolls on vertical ones (touch-action: pan-y).
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
        start.moved = true;
        if (dx < 0) next();
        else previous();
      }
      // The click that may follow this pointerup is dispatched before the timer runs.
      setTimeout(() => {
        drag.current = null;
      });
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    // A swipe that ends on a link or button does not also press it.
    onClickCapture: (event: ReactMouseEvent) => {
      if (drag.current?.moved) event.preventDefault();
    },
  };

  const trackStyle = { transform: `translateX(${(-shown * 100) / perView}%)` };
  return { selected: shown, positions: count, goTo, next, previous, swipe, trackStyle };
}
