import { type Location, Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { CompareBarSlot } from '@/domains/catalogue/compare-bar-slot';
import { deferredSection } from '@/lib/deferred-section';
import { useNavigationPending } from '../navigation-state';
import { ScrollRestoration } from '../scroll-restoration';
import { PublicHeader } from './public-header';

// The footer is text and one link: server-rendered, and hydrated only once it nears the screen (ADR 022).
const PublicFooter = deferredSection('footer', () => import('./public-footer').then((m) => m.PublicFooter));

/**
 * Scroll positions are remembered per history entry. A freshly loaded page has no entry of its own (every
 * fresh load is keyed 'default'), so it falls back to its URL instead of inheriting another page's position.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/** Fixed header, the routed page, footer (spec §2 "Public layout"), and the compare bar once a car is chosen. */
export function PublicLayout() {
  const navigating = useNavigationPending();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink href="#main-content" className="z-[60] shadow-lg focus:top-3 focus:left-3" />
      <PublicHeader loading={navigating} />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <PublicFooter />
      <CompareBarSlot />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
