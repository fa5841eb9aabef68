import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Trash2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  actOnQueueJob,
  actOnQueueJobs,
  adminQueueKeys,
  type QueueAction,
  type QueueJobFilter,
} from '@/api/queries/admin-queues';
import { runForEach, type BulkAction } from '@/components/admin-list/bulk-action';
import { notify } from '@/lib/notify';
import { useJobCount } from './retry-all-dialog';

/**
 * The jobs list's bulk actions: retry, cancel or delete the ticked jobs (one request each), or every job
 * the filters match (one request carrying the count the confirmation showed), each with a reason.
 */
export function useJobBulkActions(filter: QueueJobFilter, total: number): readonly BulkAction[] {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const jobs = useJobCount();

  function action(
    id: QueueAction,
    label: ReactNode,
    icon: ReactNode,
    title: (count: string) => string,
    description: ReactNode,
  ): BulkAction {
    return {
      id,
      label,
      icon,
      targets: ['rows', 'matching'],
      tone: id === 'retry' ? 'default' : 'destructive',
      reason: true,
      confirm: (count) => ({ title: title(jobs(count)), description, confirmLabel: label }),
      run: async (target, reason) => {
        const outcome =
          target.kind === 'rows'
            ? await runForEach(
                [...target.ids],
                (jobId) => actOnQueueJob(jobId, id, reason),
                msg`The job could not be changed.`,
                i18n,
              )
            : { done: (await actOnQueueJobs(id, filter, total, reason)).changed_count, failed: [] };
        await queryClient.invalidateQueries({ queryKey: adminQueueKeys.all });
        notify.success(t`Changed: ${jobs(outcome.done)}`);
        return outcome;
      },
    };
  }

  return [
    action(
      'retry',
      <Trans>Retry</Trans>,
      <RotateCcw aria-hidden />,
      (count) => t`Retry ${count}?`,
      <Trans>
        Failed jobs run again; a delivery sends its failed events again. Others are left as they are.
      </Trans>,
    ),
    action(
      'cancel',
      <Trans>Cancel</Trans>,
      <XCircle aria-hidden />,
      (count) => t`Cancel ${count}?`,
      <Trans>Jobs not finished yet stop and are not tried again.</Trans>,
    ),
    action(
      'delete',
      <Trans>Delete</Trans>,
      <Trash2 aria-hidden />,
      (count) => t`Delete ${count}?`,
      <Trans>The jobs are removed from the queue for good, whatever their state.</Trans>,
    ),
  ];
}
