import { CircleUserRound, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { userPaths } from '@/domains/users/paths';
import { useLogout } from '../hooks/use-logout';

const LINKS = [
  { to: dashboardPaths.dashboard, Icon: LayoutDashboard, label: 'Dashboard' },
  { to: userPaths.dashboardProfile, Icon: UserRound, label: 'Profile' },
];

/** The signed-in 'My Account' menu: Dashboard, Profile and Log out. */
export function AccountMenu({ email }: { email: string }) {
  const { logout } = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full! [&_svg]:size-6!">
          <CircleUserRound aria-hidden="true" />
          <span className="sr-only">My Account</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          My Account
          <span className="block truncate text-xs font-normal text-slate-600">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ to, Icon, label }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
