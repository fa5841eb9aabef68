import { useSuspenseQuery } from '@tanstack/react-query';
import { userQueries } from '@/api/queries/user';
import { PageHeader } from '@/components/page/page-header';
import { TwoFactorPanel } from './two-factor-panel';

/** /settings/two-factor: the signed-in user's two-factor settings under the page title. */
export function TwoFactorSettingsScreen() {
  const { data: user } = useSuspenseQuery(userQueries.profile());
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <TwoFactorPanel email={user.email} />
    </main>
  );
}
