import { settingsQueries } from '@/api/queries/settings';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '@/api/api';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProviderRow } from './provider-row';
import { connectedAccountsQuery, profileQuery, accountKeys } from '@/api/queries/account';
import { PROVIDER_NAMES, type SocialProvider } from '@/lib/social-providers';
import { canDisconnect, providerEntries } from './sign-in-methods';

const FAILED_TO_CONNECT = msg`Failed to initiate social login`;
const FAILED_TO_DISCONNECT = msg`Failed to disconnect the account`;

/** Where the provider sends the browser back to once the account is connected. */
const RETURN_URL = '/settings/connected-accounts';

interface ConnectedAccountsScreenProps {
  client?: ApiClient;
  /** Sends the browser to the provider's page (outside the app); tests stand in for it. */
  leaveApp?: (url: string) => void;
}

/**
 * /settings/connected-accounts: the social accounts the user signs in with, a way to connect the site's
 * other providers (through the provider's page) and to disconnect one, never the last way to sign in.
 */
export function ConnectedAccountsScreen({
  client = api,
  leaveApp = (url) => window.location.assign(url),
}: ConnectedAccountsScreenProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const accounts = useQuery(connectedAccountsQuery(client));
  const profile = useQuery(profileQuery(client));
  const settings = useQuery(settingsQueries.site(client));
  const [connecting, setConnecting] = useState<SocialProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<SocialProvider | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const offered = settings.data?.social_login_enabled ? settings.data.social_providers : [];
  const entries = providerEntries(accounts.data ?? [], offered);
  const allowed = canDisconnect(profile.data?.can_change_password ?? false, accounts.data?.length ?? 0);
  const messageOf = (failure: unknown, fallback: typeof FAILED_TO_CONNECT) =>
    isApiError(failure) && failure.message ? failure.message : i18n._(fallback);

  async function connect(provider: SocialProvider) {
    setConnecting(provider);
    try {
      const { data } = await client.GET('/auth/social/{provider}/redirect', {
        params: { path: { provider }, query: { link: true, return_url: RETURN_URL } },
      });
      if (!data) throw new TypeError('The server answered without a redirect');
      leaveApp(data.data.redirect_url);
    } catch (failure) {
      notify.error(messageOf(failure, FAILED_TO_CONNECT));
      setConnecting(null);
    }
  }

  async function disconnect(provider: SocialProvider) {
    setBusy(true);
    setError(null);
    try {
      await client.DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider } } });
      const name = PROVIDER_NAMES[provider];
      notify.success(i18n._(msg`${name} is disconnected`));
      setDisconnecting(null);
    } catch (failure) {
      // The server refuses the last way to sign in (422) in its own words; the dialog stays to say so.
      setError(messageOf(failure, FAILED_TO_DISCONNECT));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: accountKeys.connectedAccounts });
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    }
  }

  const loading = !accounts.data || !profile.data || !settings.data;
  const failed = accounts.isError || profile.isError || settings.isError;
  const disconnectingName = disconnecting ? PROVIDER_NAMES[disconnecting] : '';

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {failed ? (
        <ErrorCard
          onRetry={() => {
            void accounts.refetch();
            void profile.refetch();
            void settings.refetch();
          }}
        />
      ) : loading ? (
        <Card aria-busy>
          <SkeletonText lines={3} />
        </Card>
      ) : entries.length === 0 ? (
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
