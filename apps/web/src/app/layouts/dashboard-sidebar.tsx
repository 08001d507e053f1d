import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogout } from '@/domains/auth/hooks/use-logout';
import { contentPaths } from '@/domains/content/paths';
import type { DashboardMenu } from '@/domains/dashboard/menu';
import { cn } from '@/lib/cn';

type SidebarProps = {
  /** The signed-in role's menu: its title and items (domains/dashboard/menu.ts). */
  menu: DashboardMenu;
  /** Icons only (desktop collapsed state); labels stay available to assistive technology. */
  collapsed?: boolean;
  /** Called after choosing an item, so the phone menu can close. */
  onNavigate?: () => void;
};

const itemClass =
  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors pointer-coarse:min-h-11 [&_svg]:size-5 [&_svg]:shrink-0';

export function DashboardSidebar({ menu, collapsed = false, onNavigate }: SidebarProps) {
  const titleId = useId();
  const { logout, isLoggingOut } = useLogout();
  return (
    <div className="flex h-full flex-col gap-2 p-3">
      <Link
        to={contentPaths.home}
        onClick={onNavigate}
        className={cn('flex h-12 items-center gap-2 rounded-md px-2', collapsed && 'justify-center px-0!')}
      >
        <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
        <span className={cn('text-xl font-extrabold tracking-tight text-slate-900', collapsed && 'sr-only')}>
          Car<span className="text-brand-700">Shop</span>
        </span>
      </Link>
      <p
        id={titleId}
        className={cn(
          'px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase',
          collapsed && 'sr-only',
        )}
      >
        {menu.title}
      </p>
      <nav aria-labelledby={titleId} className="flex-1">
        <ul className="grid gap-1">
          {menu.items.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    collapsed && 'justify-center px-0!',
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={isLoggingOut}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          itemClass,
          'w-full text-red-700 hover:bg-red-50 disabled:opacity-60',
          collapsed && 'justify-center px-0!',
        )}
      >
        <LogOut aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>Logout</span>
      </button>
    </div>
  );
}
