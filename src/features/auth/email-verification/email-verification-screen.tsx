import { useNavigate } from '@tanstack/react-router';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import { session } from '@/auth/session/session';
import { useSession } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { EmailVerificationStatus } from './email-verification-status';

/** The email-verification screen, where the route guard keeps a signed-in user until the address is verified. */
export function EmailVerificationScreen() {
  const { state } = useSession();
  const navigate = useNavigate();
  return (
    <main className="grid gap-6">
      <PageHeader />
      <EmailVerificationStatus
        state={state}
        onSignOut={() => {
          void session.signOut().then(() => navigate({ to: LOGIN_PATH, replace: true }));
        }}
      />
    </main>
  );
}
