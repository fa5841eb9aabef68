import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminRecentSignup, UserStatus } from '@/api/queries/admin-dashboard';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import { PROVIDER_NAMES, socialProviderOf } from '@/lib/social-providers';
import { useNow } from '@/lib/use-now';
import { dashboardLinks } from './dashboard-links';
import { FigureLink } from './figure-link';

const STATUSES: Record<UserStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  active: { label: msg({ message: 'Active', context: 'account status' }), variant: 'success' },
  pending: { label: msg({ message: 'Pending', context: 'account status' }), variant: 'warning' },
  suspended: { label: msg({ message: 'Suspended', context: 'account status' }), variant: 'destructive' },
};

/** The ten newest accounts, newest first, each opening its page. */
export function RecentSignups({ signups }: { signups: readonly AdminRecentSignup[] }) {
  const { t } = useLingui();
  return (
    <Card aria-labelledby="recent-signups" role="region" className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 id="recent-signups">{t`Recent sign-ups`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">
        {signups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t`Nobody has signed up yet.`}</p>
        ) : (
          <ul className="-my-2 divide-y">
            {signups.map((signup) => (
              <Signup key={signup.id} signup={signup} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One account: name (to its page) and status, then its address, when it signed up and through what. */
function Signup({ signup }: { signup: AdminRecentSignup }) {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const now = useNow();
  const status = STATUSES[signup.status];
  const provider = socialProviderOf(signup.provider ?? undefined);
  const providerName = provider ? PROVIDER_NAMES[provider] : null;
  const when = format.relative(signup.created_at, now);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-2">
      <FigureLink link={dashboardLinks.user(signup.id)} className="truncate font-medium text-primary">
        {signup.name}
      </FigureLink>
      <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
      <p className="col-span-2 flex min-w-0 flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span className="truncate">{signup.email}</span>
        <span>
          <time dateTime={new Date(signup.created_at).toISOString()} title={format.moment(signup.created_at)}>
            {when}
          </time>
          {providerName ? ` · ${t`with ${providerName}`}` : null}
          {signup.email_verified ? null : ` · ${t`email not verified`}`}
        </span>
      </p>
    </li>
  );
}
