import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { QueueJobState } from '@/api/queries/admin-queues';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Each job state's name and badge colour. */
export const JOB_STATE_LOOKS: Record<QueueJobState, { label: MessageDescriptor; variant: BadgeVariant }> = {
  created: { label: msg({ message: 'Waiting', context: 'job state' }), variant: 'secondary' },
  retry: { label: msg({ message: 'Retrying', context: 'job state' }), variant: 'warning' },
  active: { label: msg({ message: 'Running', context: 'job state' }), variant: 'info' },
  completed: { label: msg({ message: 'Completed', context: 'job state' }), variant: 'success' },
  cancelled: { label: msg({ message: 'Cancelled', context: 'job state' }), variant: 'outline' },
  failed: { label: msg({ message: 'Failed', context: 'job state' }), variant: 'destructive' },
};

/** A job's state as a coloured badge. */
export function JobStateBadge({ state }: { state: QueueJobState }) {
  const { i18n } = useLingui();
  const look = JOB_STATE_LOOKS[state];
  return <Badge variant={look.variant}>{i18n._(look.label)}</Badge>;
}
