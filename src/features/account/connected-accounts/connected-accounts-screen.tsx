import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { authKeys, socialRedirect } from '@/api/queries/auth';
import { connectedAccountsQueries, disconnectAccount } from '@/api/queries/auth-connected-accounts';
import { settingsQueries } from '@/api/queries/settings';
import { userKeys, userQueries } from '@/api/queries/user';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { leaveApp } from '@/lib/leave-app';
import { notify } from '@/lib/notify';
import { PROVIDER_NAMES, type SocialProvider } from '@/lib/social-providers';
import { ProviderRow } from './provider-row';
import { canDisconnect, providerEntries } from './sign-in-methods';

const FAILED_TO_CONNECT = msg`Failed to initiate social login`;
const FAILED_TO_DISCONNECT = msg`Failed to disconnect the account`;

/** Where the provider sends the browser back to once the account is connected. */
const RETURN_URL = '/settings/connected-accounts';

/**
 * /settings/connected-accounts: the social accounts the user signs in with, a way to connect the site's
 * other providers (through the provider's page) and to disconnect one, never the last way to sign in.
 */
export function ConnectedAccountsScreen() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: accounts } = useSuspenseQuery(connectedAccountsQueries.list());
  const { data: profile } = useSuspenseQuery(userQueries.profile());
  const { data: settings } = useSuspenseQuery(settingsQueries.site());
  const [connecting, setConnecting] = useState<SocialProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<SocialProvider | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const offered = settings.social_login_enabled ? settings.social_providers : [];
  const entries = providerEntries(accounts, offered);
  const allowed = canDisconnect(profile.can_change_password, accounts.length);
  const messageOf = (failure: unknown, fallback: typeof FAILED_TO_CONNECT) =>
    isApiError(failure) && failure.message ? failure.message : i18n._(fallback);

  async function connect(provider: SocialProvider) {
    setConnecting(provider);
    try {
      leaveApp(await socialRedirect(provider, { link: true, return_url: RETURN_URL }));
    } catch (failure) {
      notify.error(messageOf(failure, FAILED_TO_CONNECT));
      setConnecting(null);
    }
  }

  async function disconnect(provider: SocialProvider) {
    setBusy(true);
    setError(null);
    try {
      await disconnectAccount(provider);
      const name = PROVIDER_NAMES[provider];
      notify.success(i18n._(msg`${name} is disconnected`));
      setDisconnecting(null);
    } catch (failure) {
      // The server refuses the last way to sign in (422) in its own words; the dialog stays to say so.
      setError(messageOf(failure, FAILED_TO_DISCONNECT));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: authKeys.connectedAccounts() });
      // Whether a password is the last way left to sign in is the profile's to say.
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
    }
  }

  const disconnectingName = disconnecting ? PROVIDER_NAMES[disconnecting] : '';

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {entries.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Link2 />}
            title={<Trans>No social sign-in is offered on this site.</Trans>}
            description={<Trans>You sign in with your email address and password.</Trans>}
          />
        </Card>
      ) : (
        <Card padding="none">
          <ul aria-label={i18n._(msg`Social accounts`)} className="divide-y">
            {entries.map((entry) => (
              <ProviderRow
                key={entry.provider}
                entry={entry}
                canDisconnect={allowed}
                connecting={connecting === entry.provider}
                onConnect={() => void connect(entry.provider)}
                onDisconnect={() => {
                  setError(null);
                  setDisconnecting(entry.provider);
                }}
              />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => {
          if (!open) setDisconnecting(null);
        }}
        title={<Trans>Disconnect {disconnectingName}?</Trans>}
        description={
          <Trans>
            You will no longer be able to sign in with {disconnectingName}. You can connect it again later.
          </Trans>
        }
        confirmLabel={<Trans>Disconnect</Trans>}
        busy={busy}
        error={error}
        onConfirm={() => {
          if (disconnecting) void disconnect(disconnecting);
        }}
      />
    </main>
  );
}
