import { Plural, Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { authKeys } from '@/api/queries/auth';
import {
  markAllNotificationsRead,
  notificationsQueries,
  type Notification,
} from '@/api/queries/auth-notifications';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

/** The header's bell: the unread count, and a menu of the latest notifications with "Mark all as read". */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const { data } = useQuery(notificationsQueries.latest());
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.notifications() }),
  });
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" data-slot="notification-bell">
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
