import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TrackingDomainStatus } from '@/api/queries/domains';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const STATES: Record<TrackingDomainStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  pending: { label: msg`Waiting for DNS`, variant: 'secondary' },
  verifying: { label: msg`Checking DNS`, variant: 'info' },
  configuring: { label: msg`Issuing certificate`, variant: 'info' },
  active: { label: msg`Live`, variant: 'success' },
  failed: { label: msg`Needs attention`, variant: 'destructive' },
};

/** A tracking subdomain's state in words. */
export function TrackingStatusBadge({ status }: { status: TrackingDomainStatus }) {
  const { i18n } = useLingui();
  const state = STATES[status];
  return (
    <Badge variant={state.variant} data-status={status}>
      {i18n._(state.label)}
    </Badge>
  );
}
