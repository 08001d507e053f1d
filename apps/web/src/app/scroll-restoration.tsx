import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation } from 'react-router';
import { useNavigationPending } from './navigation-state';

/**
 * Scroll positions per history entry, as React Router's data router kept them (ADR 046): a new address opens at
 * its top (or at the element its #hash names), Back and Forward return to where the visitor was, and a reload
 * returns to where they were on that entry. Kept under the key React Router used, so positions saved before
 * this change still restore.
 */
const STORAGE_KEY = 'react-router-scroll-positions';
let positions: Record<string, number> = {};
/** The key of the entry on screen (each layout says how its entries are keyed). */
let shownKey: (() => string) | null = null;
/** Set for the next address shown when its navigation asked to keep the scroll (`preventScrollReset`). */
let keepScroll = false;
/** The address the app showed first: the page the browser loaded. */
let firstLocation: Location | null = null;

/** Notes where the visitor is on the entry on screen: the router calls it just before it shows another. */
export function rememberScrollPosition(preventScrollReset: boolean) {
  if (shownKey) positions[shownKey()] = window.scrollY;
  keepScroll = preventScrollReset;
}

/** Scrolls to the element a #hash names; false if there is none. */
function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // not a decodable id
  }
}

const byEntry = (location: Location) => location.key;

export function ScrollRestoration({ getKey = byEntry }: { getKey?: (location: Location) => string }) {
  const location = useLocation();
  const pending = useNavigationPending();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Back to this page from the browser's page cache: the browser must not restore on its own either.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const onHide = () => {
      if (!pending) positions[getKey(location)] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {}
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [pending, getKey, location]);

  useLayoutEffect(() => {
    try {
      const saved = sessionStorage.getItem(STORAGE_KEY);
      if (saved) positions = JSON.parse(saved);
    } catch {}
  }, []);

  useLayoutEffect(() => {
    shownKey = () => getKey(location);
    const keep = keepScroll;
    keepScroll = false;
    // The first address shown is the page the browser loaded: a visitor who scrolled it before the app's script
    // arrived (a slow phone) stays where they are (ADR 051).
    firstLocation ??= location;
    if (location === firstLocation && window.scrollY > 0) return;
    const saved = positions[getKey(location)];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !keep) window.scrollTo(0, 0);
  }, [location, getKey]);

  return null;
}
