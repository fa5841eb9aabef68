import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import {
  actOnQueueJob,
  adminQueueKeys,
  adminQueuesQueries,
  type QueueAction,
} from '@/api/queries/admin-queues';
import { useAccess } from '@/auth/abilities/ability-context';
import { Fact, Facts } from '@/components/record-page/record-section';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { ErrorCard } from '@/components/ui/error-card';
import { Loader } from '@/components/ui/loader';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useDateFormat } from '@/i18n/use-date-format';
import { notify } from '@/lib/notify';
import { JobStateBadge } from './job-state';

const UNFINISHED = ['created', 'retry', 'active'];

/**
 * A job's page, beside the list (`?job=<id>`): state, queue, tries and timing, its domain (a link), its
 * last error, its data and output with secrets masked (an event delivery's events among them), and
 * retry, cancel or delete, each asking why.
 */
export function JobSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const { allowsAny } = useAccess();
  const { data: job, isPending, error, refetch } = useQuery(adminQueuesQueries.job(id));
  const [acting, setActing] = useState<QueueAction | null>(null);
  const when = (at: Date | null) => (at ? format.moment(at, 'dateTime') : '—');
  // The request that queued the job (the server adds its id to the data): its log lines on the system screen.
  const queuedBy = (job?.data as { requestId?: unknown } | undefined)?.requestId;
  const requestId = typeof queuedBy === 'string' ? queuedBy : undefined;

  const dialogs: Record<QueueAction, { title: string; description: ReactNode; label: ReactNode }> = {
    retry: {
      title: t`Retry this job?`,
      description: <Trans>It runs again; a delivery sends its failed events again.</Trans>,
      label: <Trans>Retry</Trans>,
    },
    cancel: {
      title: t`Cancel this job?`,
      description: <Trans>It stops and is not tried again.</Trans>,
      label: <Trans>Cancel the job</Trans>,
    },
    delete: {
      title: t`Delete this job?`,
      description: <Trans>It is removed from the queue for good.</Trans>,
      label: <Trans>Delete</Trans>,
    },
  };

  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>
            <Trans>Job</Trans>
          </SheetTitle>
          <SheetDescription className="font-mono break-all">{id}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          {isPending ? <Loader /> : null}
          {error ? (
            <ErrorCard
              message={isApiError(error) && error.message ? error.message : undefined}
              onRetry={() => void refetch()}
            />
          ) : null}
          {job ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <JobStateBadge state={job.state} />
                <span className="font-mono text-sm break-all">{job.queue}</span>
              </div>
              <Facts>
                {job.domain_id ? (
                  <Fact label={<Trans>Domain</Trans>}>
                    {job.domain_name ? (
                      <Link
                        to="/admin/domains/$id"
                        params={{ id: job.domain_id }}
                        className="break-all underline-offset-4 hover:underline"
                      >
                        {job.domain_name}
                      </Link>
                    ) : (
                      job.domain_id
                    )}
                  </Fact>
                ) : null}
                {job.destination ? <Fact label={<Trans>Destination</Trans>}>{job.destination}</Fact> : null}
                {requestId && allowsAny(['admin.system.view']) ? (
                  <Fact label={<Trans>Queued by request</Trans>}>
                    <Link
                      to="/admin/system"
                      search={{ tab: 'logs', level: 'debug', request_id: requestId }}
                      className="font-mono break-all underline-offset-4 hover:underline"
                    >
                      {requestId}
                    </Link>
                  </Fact>
                ) : null}
                <Fact label={<Trans>Tries</Trans>}>
                  {job.retry_count + (job.started_at ? 1 : 0)} / {job.retry_limit + 1}
                </Fact>
                <Fact label={<Trans>Created</Trans>}>{when(job.created_at)}</Fact>
                <Fact label={<Trans>Starts after</Trans>}>{when(job.start_after)}</Fact>
                <Fact label={<Trans>Started</Trans>}>{when(job.started_at)}</Fact>
                <Fact label={<Trans>Finished</Trans>}>{when(job.completed_at)}</Fact>
                <Fact label={<Trans>Kept until</Trans>}>{when(job.keep_until)}</Fact>
              </Facts>
              {job.error ? <p className="text-sm break-words text-destructive">{job.error}</p> : null}
              <section className="grid gap-1">
                <h3 className="text-sm font-medium">
                  <Trans>Data (secrets masked)</Trans>
                </h3>
                <pre className="max-h-80 overflow-auto rounded-lg bg-muted/50 p-3 text-xs break-all whitespace-pre-wrap">
                  {JSON.stringify(job.data, null, 2)}
                </pre>
              </section>
              {job.output ? (
                <section className="grid gap-1">
                  <h3 className="text-sm font-medium">
                    <Trans>Output</Trans>
                  </h3>
                  <pre className="max-h-60 overflow-auto rounded-lg bg-muted/50 p-3 text-xs break-all whitespace-pre-wrap">
                    {JSON.stringify(job.output, null, 2)}
                  </pre>
                </section>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {job.state === 'failed' ? (
                  <Button onClick={() => setActing('retry')}>
                    <Trans>Retry</Trans>
                  </Button>
                ) : null}
                {UNFINISHED.includes(job.state) ? (
                  <Button variant="outline" onClick={() => setActing('cancel')}>
                    <Trans>Cancel the job</Trans>
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => setActing('delete')}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </div>
          ) : null}
        </SheetBody>
        {acting ? (
          <ConfirmAction
            open
            onOpenChange={(open) => (open ? undefined : setActing(null))}
            reason
            tone={acting === 'retry' ? 'default' : 'destructive'}
            title={dialogs[acting].title}
            description={dialogs[acting].description}
            confirmLabel={dialogs[acting].label}
            failure={msg`The job could not be changed.`}
            onConfirm={async ({ reason }) => {
              const result = await actOnQueueJob(id, acting, reason);
              await queryClient.invalidateQueries({ queryKey: adminQueueKeys.all });
              notify.success(t`Changed: ${result.changed_count}`);
              if (acting === 'delete') onClose();
            }}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
