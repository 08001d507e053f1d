import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SkipLink } from '@/components/ui/skip-link';
import { dashboardMenuFor } from '@/domains/dashboard/menu';
import { VerifyEmailBanner } from '@/domains/users/verify-email-banner';
import { cn } from '@/lib/cn';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { ScrollRestoration } from '../scroll-restoration';
import { BrandLink } from './brand-link';
import { DashboardSidebar } from './dashboard-sidebar';
import { useIsDesktop } from './use-is-desktop';

const SIDEBAR_ID = 'dashboard-sidebar';

/**
 * The frame of every /dashboard page: a sidebar that collapses to icons on desktop and becomes an
 * off-canvas menu on phones, a top bar with the toggle (and on phones the shop's brand, linking home, as the
 * sidebar has it on desktop), and the routed page.
 */
export function DashboardLayout() {
  const user = useAppSelector(selectSessionUser);
  const menu = dashboardMenuFor(user);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const desktop = useIsDesktop();

  return (
    <div className="flex min-h-dvh bg-slate-50 print:bg-white">
      <SkipLink href="#dashboard-main" className="z-50 shadow focus:top-2 focus:left-2" />
      {desktop && (
        <aside
          id={SIDEBAR_ID}
          className={cn(
            'sticky top-0 h-dvh shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 print:hidden',
            collapsed ? 'w-18' : 'w-64',
          )}
        >
          <DashboardSidebar menu={menu} collapsed={collapsed} />
        </aside>
      )}

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 print:hidden">
          {desktop ? (
            <Button
              variant="ghost"
              size="icon"
              aria-controls={SIDEBAR_ID}
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
              <span className="sr-only">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
            </Button>
          ) : (
            <>
              <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
                <SheetTrigger asChild>
                  <Button variant="ghost" size="icon">
                    <Menu aria-hidden="true" />
                    <span className="sr-only">Open menu</span>
                  </Button>
                </SheetTrigger>
                <SheetContent side="left" className="p-0">
                  <SheetTitle className="sr-only">Menu</SheetTitle>
                  <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
                  <DashboardSidebar menu={menu} onNavigate={() => setMobileOpen(false)} />
                </SheetContent>
              </Sheet>
              {/* The shop's brand, linking home, stays in sight where the sidebar is off-canvas (issue 28). */}
              <BrandLink />
              <p className="truncate font-semibold text-slate-900">{menu.title}</p>
            </>
          )}
          {user && <p className="ml-auto hidden truncate text-sm text-slate-600 sm:block">{user.email}</p>}
        </header>
        <main id="dashboard-main" tabIndex={-1} className="p-4 outline-none sm:p-6 lg:p-8">
          <VerifyEmailBanner className="mb-6" />
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
