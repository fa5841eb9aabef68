import { Plural, Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import {
  markNotificationsRead,
  notificationsQueries,
  type Notification,
} from '@/api/queries/auth-notifications';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useOpenedMenu, type MenuOpening } from '@/components/ui/use-menu-on-demand';
import { NotificationBellTrigger } from './notification-bell-trigger';
import { NotificationItem } from './notification-item';
import { NotificationMenuActions } from './notification-menu-actions';

/**
 * The bell's panel: the latest notifications, each opening what it is about and marked read then, with
 * "Mark all as read" and "Clear all". It mounts opening, since it loads when the user opens it (see
 * NotificationBell).
 */
export function NotificationMenu({ opening }: { opening: MenuOpening }) {
  const { open, setOpen, triggerRef } = useOpenedMenu(opening);
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data, dataUpdatedAt } = useQuery(notificationsQueries.latest());
  // The time words count from when the panel opened, or from the last answer if one came since: this
  // component stays mounted while the panel is closed, and a notification newer than the opening must
  // not read "in 5 seconds".
  const [openedAt, setOpenedAt] = useState(Date.now);
  const now = Math.max(openedAt, dataUpdatedAt);
  const markRead = useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(queryClient, ids),
  });
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  function onOpen(notification: Notification, navigate: boolean) {
    if (notification.read_at === null) markRead.mutate([notification.id]);
    if (!navigate || !notification.action_url) return;
    setOpen(false);
    void router.navigate({ href: notification.action_url });
  }

  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        if (next) setOpenedAt(Date.now());
        setOpen(next);
      }}
    >
      <DropdownMenuTrigger asChild>
        <NotificationBellTrigger ref={triggerRef} unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col overflow-y-hidden"
      >
        <DropdownMenuLabel className="flex items-baseline justify-between gap-2">
          <Trans>Notifications</Trans>
          {unread > 0 ? (
            <span className="text-xs font-normal text-muted-foreground">
              <Plural value={unread} one="# unread" other="# unread" />
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-2 py-8 text-center text-sm text-muted-foreground">
            <BellOff aria-hidden className="size-6" />
            <p>
              <Trans>No notifications</Trans>
            </p>
          </div>
        ) : (
          <DropdownMenuGroup className="min-h-0 flex-1 overflow-y-auto">
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} now={now} onOpen={onOpen} />
            ))}
          </DropdownMenuGroup>
        )}
        <DropdownMenuSeparator />
        <NotificationMenuActions unread={unread} empty={items.length === 0} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
