import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { authKeys } from '@/api/queries/auth';
import { revokeSession, sessionsQueries, type BrowserSession } from '@/api/queries/auth-sessions';
import { userQueries } from '@/api/queries/user';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deviceName, SessionRow } from './session-row';
import { SignOutOthersDialog } from './sign-out-others-dialog';
import { useNow } from '@/lib/use-now';

/** /settings/browser-sessions: where the account is signed in, with a way to sign each other browser out. */
export function BrowserSessionsScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const now = useNow();
  const { data: sessions } = useSuspenseQuery(sessionsQueries.list());
  const { data: profile } = useSuspenseQuery(userQueries.profile());
  const [revoking, setRevoking] = useState<BrowserSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [othersOpen, setOthersOpen] = useState(false);
  const others = sessions.filter((session) => !session.is_current);
  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
  const revokingName = revoking ? deviceName(i18n, revoking.device) : '';

  async function revoke(session: BrowserSession) {
    setBusy(true);
    try {
      await revokeSession(session.id);
      notify.success(t`The browser was signed out`);
      setRevoking(null);
    } catch (error) {
      // A browser that signed out by itself meanwhile is gone already: the refreshed list shows it.
      if (isApiError(error) && error.status === 404) setRevoking(null);
      else
        notify.error(isApiError(error) && error.message ? error.message : i18n._(msg`Something went wrong`));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        actions={
          <Button variant="outline" disabled={others.length === 0} onClick={() => setOthersOpen(true)}>
            <LogOut aria-hidden />
            <Trans>Sign out other browsers</Trans>
          </Button>
        }
      />
      <Card padding="none">
        <ul aria-label={t`Signed-in browsers`} className="divide-y">
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              onRevoke={session.is_current ? undefined : () => setRevoking(session)}
            />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="border-t p-4 text-sm text-muted-foreground">
            <Trans>You are not signed in anywhere else.</Trans>
          </p>
        ) : null}
      </Card>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={<Trans>Sign out this browser?</Trans>}
        description={<Trans>{revokingName} is signed out at once and has to sign in again.</Trans>}
        confirmLabel={<Trans>Sign out</Trans>}
        busy={busy}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      />
      <SignOutOthersDialog
        open={othersOpen}
        onOpenChange={setOthersOpen}
        hasPassword={profile.can_change_password}
        onDone={() => void refresh()}
      />
    </main>
  );
}
