import { useEffect } from 'react';
import { replayEarlyTaps } from '@/lib/early-taps';

/**
 * Marks `<html data-ready>` once the app has rendered or hydrated: until then a server-rendered page shows but
 * only its native controls respond (the menu is a popover), so the taps kept meanwhile are replayed now
 * (lib/early-taps.ts). The end-to-end tests wait for the mark after each page load (e2e/fixtures.ts).
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    replayEarlyTaps();
  }, []);
  return null;
}
