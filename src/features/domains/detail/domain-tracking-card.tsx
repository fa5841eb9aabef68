import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import type { Domain } from '@/api/queries/domains';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import { TrackingStatusBadge } from '@/components/domain/domain-badges';

/**
 * The domain's first-party tracking subdomain at a glance, and the way into its guided setup
 * (/domains/tracking?domain=…), which shows the DNS record and every step.
 */
export function DomainTrackingCard({ domain }: { domain: Domain }) {
  const format = useDateFormat();
  const tracking = domain.tracking_domains[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Tracking subdomain</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            A subdomain of your site, such as t.{domain.name}, that serves tracking as your own site, so
            browsers do not block it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tracking ? (
          <div className="flex flex-wrap items-center gap-3">
            <Globe aria-hidden className="size-4 text-muted-foreground" />
            <span className="font-mono text-sm">{tracking.hostname}</span>
            <TrackingStatusBadge status={tracking.status} />
            {tracking.last_checked_at ? (
              <span className="text-xs text-muted-foreground">
                <Trans>Checked {format.moment(tracking.last_checked_at)}</Trans>
              </span>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Not set up yet.</Trans>
          </p>
        )}
        <div>
          <Button asChild variant={tracking ? 'outline' : 'default'} size="sm">
            <Link to="/domains/tracking" search={{ domain: domain.id }}>
              {tracking ? <Trans>Open the setup</Trans> : <Trans>Set up the tracking subdomain</Trans>}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
