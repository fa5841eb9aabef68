import { useLingui } from '@lingui/react/macro';
import { notify } from '@/lib/notify';
import { useSessionStore } from './session-context';

/**
 * Signing out because the user asked to (the account menu, the inactivity warning, the verification
 * page), with the spec's "logged out" success toast (section 9); where to go next is the caller's.
 * Sign-outs nobody asked for (a time-out, a failed refresh, another tab) say why on the sign-in page instead.
 */
export function useSignOut(): () => Promise<void> {
  const session = useSessionStore();
  const { t } = useLingui();
  return async () => {
    await session.signOut('logout');
    notify.success(t`You have been signed out`);
  };
}
