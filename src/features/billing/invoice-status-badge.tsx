import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Invoice } from '@/api/queries/subscriptions';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const INVOICE_STATUSES: Record<Invoice['status'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  draft: { label: msg`Draft`, variant: 'secondary' },
  open: { label: msg`Unpaid`, variant: 'warning' },
  paid: { label: msg`Paid`, variant: 'success' },
  void: { label: msg`Void`, variant: 'secondary' },
  uncollectible: { label: msg`Uncollectible`, variant: 'destructive' },
};

/** An invoice's status as a badge: "Paid", "Unpaid"… */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { i18n } = useLingui();
  const look = INVOICE_STATUSES[status];
  return <Badge variant={look.variant}>{i18n._(look.label)}</Badge>;
}
