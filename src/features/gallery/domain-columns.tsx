import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { TableColumn } from '@/components/table/table-columns';
import type { SampleDomain } from './sample-domains';

const statusBadges = {
  active: { label: msg`Active`, variant: 'success' },
  pending: { label: msg`Pending`, variant: 'warning' },
  failed: { label: msg`Failed`, variant: 'destructive' },
} as const satisfies Record<SampleDomain['status'], { label: unknown; variant: BadgeVariant }>;

function StatusBadge({ status }: { status: SampleDomain['status'] }) {
  const { i18n } = useLingui();
  const { label, variant } = statusBadges[status];
  return <Badge variant={variant}>{i18n._(label)}</Badge>;
}

/** The gallery table's columns; module scope keeps them stable, as the table asks. */
export const domainColumns: readonly TableColumn<SampleDomain>[] = [
  { key: 'name', label: <Trans>Domain</Trans>, sortable: true, width: 220, fixed: true },
  {
    key: 'status',
    label: <Trans>Status</Trans>,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  { key: 'plan', label: <Trans>Plan</Trans> },
  { key: 'events', label: <Trans>Events</Trans>, sortable: true, align: 'end' },
  { key: 'created_at', label: <Trans>Added</Trans>, sortable: true },
];
