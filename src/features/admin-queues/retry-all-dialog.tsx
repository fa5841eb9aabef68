import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actOnQueueJobs,
  adminQueueKeys,
  previewQueueJobs,
  type QueueAction,
  type QueueJobFilter,
} from '@/api/queries/admin-queues';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';

/** "3 jobs", in the active language. */
export function useJobCount() {
  const { t } = useLingui();
  return (count: number) => t`${plural(count, { one: '# job', other: '# jobs' })}`;
}

/**
 * Retry, cancel or delete every job `filter` matches: the server counts them first (nothing changes),
 * the dialog names that count and asks why, and the action carries the count, so the server refuses
 * when as many no longer match.
 */
export function AllMatchingDialog({
  action,
  filter,
  open,
  onOpenChange,
}: {
  action: QueueAction;
  filter: QueueJobFilter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const jobs = useJobCount();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...adminQueueKeys.all, 'preview', action, filter],
    queryFn: () => previewQueueJobs(action, filter),
    enabled: open,
    staleTime: 0,
  });
  const counts = preview.data;
  const titles: Record<QueueAction, (count: string) => string> = {
    retry: (count) => t`Retry ${count}?`,
    cancel: (count) => t`Cancel ${count}?`,
    delete: (count) => t`Delete ${count}?`,
  };
  const labels: Record<QueueAction, React.ReactNode> = {
    retry: <Trans>Retry all</Trans>,
    cancel: <Trans>Cancel all</Trans>,
    delete: <Trans>Delete all</Trans>,
  };
  const actionable = counts?.actionable_count ?? 0;
  const matched = counts?.matched_count ?? 0;
  return (
    <ConfirmAction
      open={open}
      onOpenChange={onOpenChange}
      reason
      tone={action === 'retry' ? 'default' : 'destructive'}
      title={counts ? titles[action](jobs(actionable)) : t`Counting the jobs…`}
      description={
        counts ? (
          <Trans>
            {jobs(matched)} match these filters; the action applies to {jobs(actionable)}. Only those are
            changed.
          </Trans>
        ) : (
          <Trans>Counting the jobs…</Trans>
        )
      }
      confirmLabel={labels[action]}
      failure={msg`The jobs could not be changed.`}
      onConfirm={async ({ reason }) => {
        if (!counts) throw new Error(t`Counting the jobs…`);
        const result = await actOnQueueJobs(action, filter, counts.matched_count, reason);
        await queryClient.invalidateQueries({ queryKey: adminQueueKeys.all });
        notify.success(t`Changed: ${jobs(result.changed_count)}`);
      }}
    />
  );
}
