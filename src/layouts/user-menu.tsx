import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { LayoutDashboard, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isStaff } from '@/auth/guard/guard-user';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import type { ShellAccount, ShellUser } from './shell-account';

type UserMenuProps = {
  user: ShellUser;
  signOut: ShellAccount['signOut'];
  /** Which dashboard the menu sits in; an admin gets a link to the other one. */
  area: 'user' | 'admin';
};

/** The signed-in user's avatar, opening their name, email, settings and sign-out. */
export function UserMenu({ user, signOut, area }: UserMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const showSwitch = area === 'admin' || isStaff(user);
  async function onSignOut() {
    await signOut();
    await navigate({ to: LOGIN_PATH });
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t`Account menu`}>
          <Avatar size="sm" aria-hidden="true">
            {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
            <AvatarFallback>{getInitials(user.name)}</AvatarFallback>
          </Avatar>
        </Button>
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
              <Link to="/admin/dashboard">
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
