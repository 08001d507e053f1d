import { useEffect } from 'react';

/**
 * Marks `<html data-ready>` once the app has rendered or hydrated: until then a server-rendered page shows but
 * does not respond. The end-to-end tests wait for it after each page load (e2e/fixtures.ts).
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
