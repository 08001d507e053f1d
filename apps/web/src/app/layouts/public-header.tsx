import { NavLink } from 'react-router';
import { HeaderAccount } from '@/domains/auth/components/header-account';
import { CartDrawer } from '@/domains/cart/components/cart-drawer';
import { orderPaths } from '@/domains/orders/paths';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';
import { MobileNav } from './mobile-nav';
import { NAV_LINKS } from './nav-links';

/** Fixed top bar: brand, the page links (a menu below 1024 px), then the account area. */
export function PublicHeader({ loading }: { loading: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <CartDrawer checkoutPath={orderPaths.checkout} />
          <HeaderAccount />
          <MobileNav />
        </div>
      </div>
      {loading ? (
        <div className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-brand-600" aria-hidden="true" />
      ) : null}
    </header>
  );
}
