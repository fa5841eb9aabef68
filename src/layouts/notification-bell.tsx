import { useQuery } from '@tanstack/react-query';
import { notificationsQueries } from '@/api/queries/auth-notifications';
import { useMenuOnDemand } from '@/components/ui/use-menu-on-demand';
import { NotificationBellTrigger } from './notification-bell-trigger';

const loadMenu = () => import('./notification-menu');

/**
 * The header's bell: the unread count, and a menu of the latest notifications with "Mark all as read".
 * Until the user reaches for it, it is only the bell: the menu's code loads then.
 */
export function NotificationBell() {
  const { data } = useQuery(notificationsQueries.latest());
  const { loaded, triggerProps } = useMenuOnDemand(loadMenu);
  if (loaded) return <loaded.module.NotificationMenu opening={loaded.opening} />;
  return <NotificationBellTrigger unread={data?.unreadCount ?? 0} {...triggerProps} />;
}
