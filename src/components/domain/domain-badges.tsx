import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DomainStatus, TrackingDomainStatus } from '@/api/queries/domains';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

type StatusLook = { label: MessageDescriptor; variant: BadgeVariant };

/** A domain's status in words, and how much it asks for attention. */
export const DOMAIN_STATUSES: Record<DomainStatus, StatusLook> = {
  pending: { label: msg`Pending`, variant: 'warning' },
  active: { label: msg`Active`, variant: 'success' },
  suspended: { label: msg`Suspended`, variant: 'destructive' },
  expired: { label: msg`Expired`, variant: 'secondary' },
};

/**
 * A tracking subdomain's setup step in words: the server's `active` is the user's "Live", and its
 * `pending` (not looked up yet) and `verifying` (not found yet, in the hour a new record may take) are
 * both the owner's "Waiting for DNS". Only `failed` is red.
 */
export const TRACKING_STATUSES: Record<TrackingDomainStatus, StatusLook> = {
  pending: { label: msg`Waiting for DNS`, variant: 'info' },
  verifying: { label: msg`Waiting for DNS`, variant: 'info' },
  configuring: { label: msg`Configuring`, variant: 'info' },
  active: { label: msg`Live`, variant: 'success' },
  failed: { label: msg`Failed`, variant: 'destructive' },
};

/** A domain's status as a badge: "Active", "Suspended"… */
export function DomainStatusBadge({ status, className }: { status: DomainStatus; className?: string }) {
  const { i18n } = useLingui();
  const look = DOMAIN_STATUSES[status];
  return (
    <Badge variant={look.variant} className={className}>
      {i18n._(look.label)}
    </Badge>
  );
}

/** A tracking subdomain's status as a badge: "Waiting for DNS", "Live", "Failed"… */
export function TrackingStatusBadge({
  status,
  className,
}: {
  status: TrackingDomainStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  const look = TRACKING_STATUSES[status];
  return (
    <Badge variant={look.variant} className={className}>
      {i18n._(look.label)}
    </Badge>
  );
}
