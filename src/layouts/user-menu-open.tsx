import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { LayoutDashboard, LogOut, Settings, ShieldCheck } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useOpenedMenu, type MenuOpening } from '@/components/ui/use-menu-on-demand';
import { adminHomePath } from '@/auth/guard/admin-home';
import { isStaff } from '@/auth/guard/guard-user';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import type { ShellAccount, ShellUser } from './shell-account';
import { UserMenuTrigger } from './user-menu-trigger';

export type UserMenuProps = {
  user: ShellUser;
  signOut: ShellAccount['signOut'];
  /** Which dashboard the menu sits in; an admin gets a link to the other one. */
  area: 'user' | 'admin';
};

/** The user menu itself; it mounts opening, since it loads when the user opens it (see UserMenu). */
export function OpenedUserMenu({ user, signOut, area, opening }: UserMenuProps & { opening: MenuOpening }) {
  const { open, setOpen, triggerRef } = useOpenedMenu(opening);
  const navigate = useNavigate();
  const showSwitch = area === 'admin' || isStaff(user);
  async function onSignOut() {
    await signOut();
    await navigate({ to: LOGIN_PATH });
  }
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger ref={triggerRef} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            <Trans>Settings</Trans>
          </Link>
        </DropdownMenuItem>
        {showSwitch ? (
          <DropdownMenuItem asChild>
            {area === 'admin' ? (
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden />
                <Trans>User dashboard</Trans>
              </Link>
            ) : (
              <Link to={adminHomePath(user)}>
                <ShieldCheck aria-hidden />
                <Trans>Administration</Trans>
              </Link>
            )}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut aria-hidden />
          <Trans>Sign out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
