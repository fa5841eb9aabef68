import { sessionUser } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { TwoFactorPanel } from './two-factor-panel';

/** /settings/two-factor: the signed-in user's two-factor settings under the page title. */
export function TwoFactorSettingsScreen() {
  const user = sessionUser(useSession().state);
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {user ? <TwoFactorPanel email={user.email} timeZone={user.timezone} /> : null}
    </main>
  );
}
