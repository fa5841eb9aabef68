import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { authKeys } from '@/api/queries/auth';
import {
  markAllNotificationsRead,
  notificationsQueries,
  type Notification,
} from '@/api/queries/auth-notifications';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useOpenedMenu, type MenuOpening } from '@/components/ui/use-menu-on-demand';
import { cn } from '@/lib/cn';
import { NotificationBellTrigger } from './notification-bell-trigger';

/** The bell's menu itself; it mounts opening, since it loads when the user opens it (see NotificationBell). */
export function NotificationMenu({ opening }: { opening: MenuOpening }) {
  const { open, setOpen, triggerRef } = useOpenedMenu(opening);
  const queryClient = useQueryClient();
  const { data } = useQuery(notificationsQueries.latest());
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.notifications() }),
  });
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationBellTrigger ref={triggerRef} unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>
          <Trans>Notifications</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            <Trans>No notifications</Trans>
          </p>
        ) : (
          items.map((item) => <NotificationItem key={item.id} notification={item} />)
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={unread === 0 || markAll.isPending} onSelect={() => markAll.mutate()}>
          <CheckCheck aria-hidden />
          <Trans>Mark all as read</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const unread = notification.read_at === null;
  const body = (
    <span className="grid gap-0.5">
      <span className={cn('text-sm', unread && 'font-semibold')}>
        {unread ? (
          <span className="sr-only">
            <Trans>Unread:</Trans>{' '}
          </span>
        ) : null}
        {notification.title}
      </span>
      <span className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</span>
    </span>
  );
  return (
    <DropdownMenuItem asChild={Boolean(notification.action_url)} className="items-start">
      {notification.action_url ? <a href={notification.action_url}>{body}</a> : body}
    </DropdownMenuItem>
  );
}
