import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HelpCircle, LogOut, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type BrowserSession } from '@/api/queries/auth-sessions';
import { useDateFormat } from '@/i18n/use-date-format';

const DEVICE_ICONS: Record<BrowserSession['device']['type'], LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: HelpCircle,
};

/** A browser as people name it: "Chrome on Linux". */
export function deviceName(i18n: I18n, { browser, os }: BrowserSession['device']): string {
  return i18n._(msg`${browser} on ${os}`);
}

interface SessionRowProps {
  session: BrowserSession;
  now: number;
  /** Asks to sign this browser out; absent on the current one, which signs out from the user menu. */
  onRevoke?: () => void;
}

/** One signed-in browser: what it is, where it was, when it was last active, and a way to sign it out. */
export function SessionRow({ session, now, onRevoke }: SessionRowProps) {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const Icon = DEVICE_ICONS[session.device.type];
  const name = deviceName(i18n, session.device);
  const place = [session.location, session.ip_address].filter(Boolean).join(' · ') || t`Unknown location`;
  const lastActive = new Date(session.last_active);
  const when = format.relative(lastActive, now);
  return (
    <li data-slot="session-row" className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{name}</span>
          {session.is_current ? (
            <Badge variant="success">
              <Trans>This browser</Trans>
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <span>{place}</span>
          <span aria-hidden> · </span>
          <time dateTime={lastActive.toISOString()} title={format.moment(lastActive)}>
            {session.is_current ? <Trans>Active now</Trans> : <Trans>Last active {when}</Trans>}
          </time>
        </p>
      </div>
      {onRevoke ? (
        // Named by the words it shows, then the browser it signs out (for a list read out of its rows).
        <Button variant="outline" size="sm" onClick={onRevoke}>
          <LogOut aria-hidden />
          <Trans>Sign out</Trans>
          <span className="sr-only">: {name}</span>
        </Button>
      ) : null}
    </li>
  );
}
