import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { QueueStats } from '@/api/queries/admin-queues';
import { Card } from '@/components/ui/card';

/** The last hour of a queue, a bar a minute (completed, with failures in red on top), scaled to its busiest minute. */
function HistoryBars({ history }: { history: NonNullable<QueueStats['history']> }) {
  const { t } = useLingui();
  const top = Math.max(1, ...history.map((minute) => minute.completed + minute.failed));
  const finished = history.reduce((sum, minute) => sum + minute.completed, 0);
  const failed = history.reduce((sum, minute) => sum + minute.failed, 0);
  return (
    <svg
      role="img"
      aria-label={t`Last hour: ${finished} completed, ${failed} failed`}
      viewBox={`0 0 ${history.length * 4} 32`}
      preserveAspectRatio="none"
      className="h-8 w-full"
    >
      {history.map((minute, index) => {
        const done = (minute.completed / top) * 32;
        const lost = (minute.failed / top) * 32;
        return (
          <g key={minute.at.toISOString()}>
            <rect x={index * 4} y={32 - done} width={3} height={done} className="fill-primary/70" />
            <rect x={index * 4} y={32 - done - lost} width={3} height={lost} className="fill-destructive" />
          </g>
        );
      })}
    </svg>
  );
}

function Count({ label, value, tone }: { label: ReactNode; value: number; tone?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="grid">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`font-medium tabular-nums ${tone ?? ''}`}>
        {new Intl.NumberFormat(i18n.locale).format(value)}
      </dd>
    </div>
  );
}

function Throughput({ perMinute, perHour }: { perMinute: number; perHour: number }) {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale);
  const minute = format.format(perMinute);
  const hour = format.format(perHour);
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>
        {minute} a minute, {hour} in the last hour
      </Trans>
    </p>
  );
}

/** Nothing waiting, running or failed, and nothing done in the last 24 hours. */
const isIdle = (queue: QueueStats) =>
  !queue.waiting && !queue.delayed && !queue.active && !queue.completed && !queue.failed;

function QueueCard({ queue }: { queue: QueueStats }) {
  return (
    <Card padding={12} className="grid gap-3">
      <h3 className="font-mono text-sm font-medium break-all">{queue.name}</h3>
      {/* As many counts to a row as fit, so no label is squeezed under the next one. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-x-3 gap-y-2 text-sm">
        <Count label={<Trans>Waiting</Trans>} value={queue.waiting} />
        <Count label={<Trans>Delayed</Trans>} value={queue.delayed} />
        <Count label={<Trans>Running</Trans>} value={queue.active} />
        <Count label={<Trans>Done 24 h</Trans>} value={queue.completed} />
        <Count
          label={<Trans>Failed</Trans>}
          value={queue.failed}
          tone={queue.failed ? 'text-destructive' : undefined}
        />
      </dl>
      {queue.history ? <HistoryBars history={queue.history} /> : null}
      <Throughput perMinute={queue.throughput.per_minute} perHour={queue.throughput.per_hour} />
    </Card>
  );
}

/**
 * One card per queue with work: its jobs by state, what it finishes per minute and per hour, and its last
 * hour. The idle queues (most of them, most of the time) are only named below, so the ones at work and
 * the failed deliveries under them are in view.
 */
export function QueueCards({ queues }: { queues: readonly QueueStats[] }) {
  const { t } = useLingui();
  if (!queues.length) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No queue keeps jobs here: they run in the server’s process.</Trans>
      </p>
    );
  }
  const idle = queues.filter(isIdle);
  return (
    <>
      {idle.length < queues.length ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t`Queues`}>
          {queues
            .filter((queue) => !isIdle(queue))
            .map((queue) => (
              <li key={queue.name}>
                <QueueCard queue={queue} />
              </li>
            ))}
        </ul>
      ) : null}
      {idle.length ? (
        <div className="grid gap-1.5">
          <p id="idle-queues" className="text-sm text-muted-foreground">
            <Trans>Idle, no jobs in the last 24 hours:</Trans>
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-labelledby="idle-queues">
            {idle.map((queue) => (
              <li key={queue.name} className="rounded-md border px-2 py-0.5 font-mono text-xs break-all">
                {queue.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
