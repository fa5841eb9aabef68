import { useMenuOnDemand } from '@/components/ui/use-menu-on-demand';
import type { UserMenuProps } from './user-menu-open';
import { UserMenuTrigger } from './user-menu-trigger';

const loadMenu = () => import('./user-menu-open');

/**
 * The signed-in user's avatar, opening their name, email, settings and sign-out. Until the user reaches
 * for it, it is only its trigger: the menu's code loads then (a dashboard's first visit loads none of it).
 */
export function UserMenu(props: UserMenuProps) {
  const { loaded, triggerProps } = useMenuOnDemand(loadMenu);
  if (loaded) return <loaded.module.OpenedUserMenu {...props} opening={loaded.opening} />;
  return <UserMenuTrigger user={props.user} {...triggerProps} />;
}
