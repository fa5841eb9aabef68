import { Plural, Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type NotificationBellTriggerProps = ComponentProps<typeof Button> & { unread: number };

/** The header's bell button, naming the unread count and showing it as a badge. */
export function NotificationBellTrigger({ unread, ...props }: NotificationBellTriggerProps) {
  return (
    <Button variant="ghost" size="icon" className="relative" data-slot="notification-bell" {...props}>
      <Bell aria-hidden />
      <span className="sr-only">
        {unread > 0 ? (
          <Plural value={unread} one="Notifications, # unread" other="Notifications, # unread" />
        ) : (
          <Trans>Notifications</Trans>
        )}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-destructive px-1 text-[0.625rem] leading-4 font-medium text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}
