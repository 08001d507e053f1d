import { MenuIcon, XIcon } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePopoverOpen } from '@/lib/use-popover-open';
import { NAV_LINKS } from './nav-links';

const PANEL_ID = 'mobile-nav';

/**
 * Below 1024 px the page links move into a dropdown (a disclosure, not an ARIA menu: they are plain links). It is
 * a native popover (`popovertarget`), so it opens before the app's script has run (a tap on a slow phone is never
 * lost), and the browser closes it on Escape (focus back on the button) and on a tap outside. The app adds the
 * rest: closing when a link is chosen, and `aria-expanded` and the icon following the popover's state.
 */
export function MobileNav() {
  const { ref: panelRef, open, close } = usePopoverOpen<HTMLDivElement>();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname
  useEffect(() => {
    close();
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        popoverTarget={PANEL_ID}
      >
        {open ? (
          <XIcon aria-hidden="true" className="size-6!" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6!" />
        )}
      </Button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-b border-slate-200 bg-white p-0 text-slate-900 shadow-lg"
      >
        <nav aria-label="Main">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2.5 text-base font-medium',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
