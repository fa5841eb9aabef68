import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminDomain, AdminTrackingRecheck } from '@/api/queries/admin-domains';
import { DnsAnswerComparison } from '@/components/domain/dns-answer';
import { TrackingStatusBadge } from '@/components/domain/domain-badges';

/**
 * The domain's tracking subdomain as its owner sees it (status, the record it needs, its last error),
 * with staff's "Re-check now" and, once re-checked, what DNS answered beside the record expected.
 */
export function DomainTrackingTab({
  domain,
  recheck,
  action,
}: {
  domain: AdminDomain;
  recheck: AdminTrackingRecheck | undefined;
  action: ReactNode;
}) {
  const [stored] = domain.tracking_domains;
  const tracking = recheck?.tracking_domain ?? stored;
  if (!tracking)
    return (
      <p className="text-muted-foreground">
        <Trans>This domain has no tracking subdomain.</Trans>
      </p>
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium break-all">{tracking.hostname}</span>
        <TrackingStatusBadge status={tracking.status} />
        {action}
      </div>
      {tracking.last_error ? <p className="text-sm text-destructive">{tracking.last_error}</p> : null}
      {recheck ? (
        <DnsAnswerComparison
          hostname={tracking.hostname}
          target={tracking.cname_target}
          answer={recheck.dns_answer}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Re-check it to see what DNS answers now.</Trans>
        </p>
      )}
    </div>
  );
}
