import { hasPermission } from '@/auth/abilities/access';
import type { GuardUser } from '@/auth/guard/guard-user';
import type { SessionUser } from '@/auth/session/session-machine';
import { useAbilities, useCurrentUser } from '@/auth/session/use-session';
import { useSignOut } from '@/auth/session/use-sign-out';

/**
 * The part of the signed-in user the shell reads: the user menu's avatar, name and email, the roles, and the
 * id the command palette keeps each user's recent items under.
 */
export type ShellUser = Pick<SessionUser, 'id' | 'name' | 'email' | 'avatar'> & GuardUser;

/** What the dashboard layouts need to know about the person using them. */
export interface ShellAccount {
  /** Null while nobody is signed in (or the user is still loading). */
  user: ShellUser | null;
  /** Whether the user holds a permission string such as `admin.users.view`. */
  can: (permission: string) => boolean;
  /** Signs out at the user's request and says so in a toast. */
  signOut: () => Promise<void>;
}

/**
 * The session's account: its user, whether it holds a permission (its own or a fetched ability, as the
 * route guard counts them, so the navigation lists exactly what the user may open) and its sign-out.
 */
export function useShellAccount(): ShellAccount {
  const user = useCurrentUser();
  const abilities = useAbilities();
  const signOut = useSignOut();
  return {
    user,
    can: (permission) => hasPermission({ user, abilities }, permission),
    signOut,
  };
}
