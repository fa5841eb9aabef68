import { createContext, use, type ReactNode } from 'react';
import type { GuardUser } from '@/auth/guard/guard-user';
import { session } from '@/auth/session/session';
import { sessionAbilities, sessionUser, type SessionUser } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';

/** The part of the signed-in user the shell reads: the user menu's avatar, name and email, and the roles. */
export type ShellUser = Pick<SessionUser, 'name' | 'email' | 'avatar'> & GuardUser;

/** What the dashboard layouts need to know about the person using them. */
export interface ShellAccount {
  /** Null while nobody is signed in (or the user is still loading). */
  user: ShellUser | null;
  /** Whether the user holds a permission string such as `admin.users.view`. */
  can: (permission: string) => boolean;
  signOut: () => Promise<void>;
}

const ShellAccountContext = createContext<ShellAccount | null>(null);

/**
 * Overrides the account the layouts read, so tests (and the app, once the abilities module answers
 * `can`) decide who is signed in and what they may see.
 */
export function ShellAccountProvider({ account, children }: { account: ShellAccount; children: ReactNode }) {
  return <ShellAccountContext value={account}>{children}</ShellAccountContext>;
}

/** The session's account: its user, its fetched permission strings and its sign-out. */
function useSessionAccount(): ShellAccount {
  const { state } = useSession();
  const abilities = sessionAbilities(state);
  return {
    user: sessionUser(state),
    can: (permission) => abilities.includes(permission),
    signOut: () => session.signOut(),
  };
}

/** The account of the nearest {@link ShellAccountProvider}, else the session's. */
export function useShellAccount(): ShellAccount {
  const provided = use(ShellAccountContext);
  const fromSession = useSessionAccount();
  return provided ?? fromSession;
}
