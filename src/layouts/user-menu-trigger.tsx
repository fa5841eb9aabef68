import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { ShellUser } from './shell-account';

type UserMenuTriggerProps = ComponentProps<typeof Button> & { user: ShellUser };

/** The button that opens the user menu: the signed-in user's avatar, or their initials. */
export function UserMenuTrigger({ user, ...props }: UserMenuTriggerProps) {
  const { t } = useLingui();
  const initials = getInitials(user.name).toLocaleUpperCase();
  // The name starts with the initials the button shows, so a voice user can say what they see (WCAG
  // 2.5.3, label in name); the avatar itself stays out of the name.
  const label = t`${initials}, account menu`;
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={label} {...props}>
      <Avatar size="sm" aria-hidden="true">
        {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
        <AvatarFallback>{initials}</AvatarFallback>
      </Avatar>
    </Button>
  );
}
