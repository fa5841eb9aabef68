import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@/api/queries/admin-payments';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Each payment status's words and badge. */
export const PAYMENT_STATUS_LOOKS: Record<
  PaymentStatus,
  { label: MessageDescriptor; variant: BadgeVariant }
> = {
  pending: { label: msg({ message: 'Pending', context: 'payment status' }), variant: 'warning' },
  succeeded: { label: msg({ message: 'Succeeded', context: 'payment status' }), variant: 'success' },
  failed: { label: msg({ message: 'Failed', context: 'payment status' }), variant: 'destructive' },
  refunded: { label: msg({ message: 'Refunded', context: 'payment status' }), variant: 'secondary' },
};

/** A payment's status as a badge, "Partly refunded" beside it when part of it was given back. */
export function PaymentStatusBadge({
  status,
  partlyRefunded,
}: {
  status: PaymentStatus;
  partlyRefunded?: boolean;
}) {
  const { i18n, t } = useLingui();
  const look = PAYMENT_STATUS_LOOKS[status];
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={look.variant}>{i18n._(look.label)}</Badge>
      {partlyRefunded && status !== 'refunded' ? (
        <Badge variant="secondary">{t`Partly refunded`}</Badge>
      ) : null}
    </span>
  );
}
