import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Unlink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { PROVIDER_NAMES } from '@/lib/social-providers';
import type { ProviderEntry } from './sign-in-methods';

interface ProviderRowProps {
  entry: ProviderEntry;
  /** False when this account is the last way to sign in: the button is off and the row says why. */
  canDisconnect: boolean;
  /** True while the provider's page is being asked for. */
  connecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** One social provider: connected (as whom, since when) with a way to disconnect, or a way to connect. */
export function ProviderRow({ entry, canDisconnect, connecting, onConnect, onDisconnect }: ProviderRowProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const reasonId = useId();
  const name = PROVIDER_NAMES[entry.provider];
  const { account } = entry;
  const since = account ? format.moment(account.connected_at, 'day') : '';
  const who = account?.email ?? account?.name ?? '';
  return (
    <li data-slot="provider-row" className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground"
        >
          {name.charAt(0)}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-medium">{name}</p>
          <p className="text-sm text-muted-foreground">
            {!account ? (
              <Trans>Not connected</Trans>
            ) : who ? (
              <Trans>
                Connected as {who} since {since}
              </Trans>
            ) : (
              <Trans>Connected since {since}</Trans>
            )}
          </p>
        </div>
        {account ? (
          <Button
            variant="outline"
            size="sm"
            disabled={!canDisconnect}
            aria-label={t`Disconnect ${name}`}
            aria-describedby={canDisconnect ? undefined : reasonId}
            onClick={onDisconnect}
          >
            <Unlink aria-hidden />
            <Trans>Disconnect</Trans>
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            loading={connecting}
            aria-label={t`Connect ${name}`}
            onClick={onConnect}
          >
            <Link2 aria-hidden />
            <Trans>Connect</Trans>
          </Button>
        )}
      </div>
      {account && !canDisconnect ? (
        <p id={reasonId} className="text-sm text-muted-foreground sm:pl-14">
          <Trans>
            This is the only way you can sign in, so it cannot be disconnected. Set a password first (use
            “Forgot your password?” on the sign-in page) or connect another account.
          </Trans>
        </p>
      ) : null}
    </li>
  );
}
