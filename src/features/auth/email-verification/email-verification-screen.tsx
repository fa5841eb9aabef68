import { useNavigate } from '@tanstack/react-router';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import { useCurrentUser, useSession } from '@/auth/session/use-session';
import { useSignOut } from '@/auth/session/use-sign-out';
import { PageHeader } from '@/components/page/page-header';
import { EmailVerificationStatus } from './email-verification-status';

/** The email-verification screen, where the route guard keeps a signed-in user until the address is verified. */
export function EmailVerificationScreen() {
  const signOut = useSignOut();
  const { state } = useSession();
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <main className="grid gap-6">
      <PageHeader />
      <EmailVerificationStatus
        user={user}
        loading={state.status === 'initialising' || (state.status === 'authenticated' && !state.verified)}
        onSignOut={() => {
          void signOut().then(() => navigate({ to: LOGIN_PATH, replace: true }));
        }}
      />
    </main>
  );
}
