import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { ShellUser } from './shell-account';

type UserMenuTriggerProps = ComponentProps<typeof Button> & { user: ShellUser };

/** The button that opens the user menu: the signed-in user's avatar, or their initials. */
export function UserMenuTrigger({ user, ...props }: UserMenuTriggerProps) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={t`Account menu`} {...props}>
      <Avatar size="sm" aria-hidden="true">
        {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
        <AvatarFallback>{getInitials(user.name)}</AvatarFallback>
      </Avatar>
    </Button>
  );
}
