import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackingDomainProgress } from '@/api/queries/domains';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';

type DnsAnswer = TrackingDomainProgress['dns_answer'];

const OUTCOMES: Record<DnsAnswer['outcome'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  verified: { label: msg`Correct`, variant: 'success' },
  wrong_target: { label: msg`Points elsewhere`, variant: 'destructive' },
  no_record: { label: msg`No record found`, variant: 'warning' },
  timeout: { label: msg`DNS did not answer in time`, variant: 'warning' },
  resolver_failure: { label: msg`DNS lookup failed`, variant: 'warning' },
  unchecked: { label: msg`Not checked yet`, variant: 'secondary' },
};

/** The record the setup expects beside what DNS answered at the last check. */
export function DnsAnswerComparison({
  hostname,
  target,
  answer,
}: {
  hostname: string;
  target: string;
  answer: DnsAnswer | undefined;
}) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const outcome = OUTCOMES[answer?.outcome ?? 'unchecked'];
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="dns-answer">
      <div className="grid content-start gap-1 rounded-md border p-3">
        <p className="text-xs font-medium text-muted-foreground uppercase">
          <Trans>Expected</Trans>
        </p>
        {/* Only the host names may be cut where they do not fit; the record's type stays whole. */}
        <p className="font-mono text-sm break-words">
          <span className="break-all">{hostname}</span> CNAME <span className="break-all">{target}</span>
        </p>
      </div>
      <div className="grid content-start gap-1 rounded-md border p-3">
        <p className="text-xs font-medium text-muted-foreground uppercase">
          <Trans>DNS answers now</Trans>
        </p>
        <p className="font-mono text-sm break-words" data-testid="dns-answer-value">
          {answer?.value ? (
            <>
              <span className="break-all">{hostname}</span> CNAME{' '}
              <span className="break-all">{answer.value}</span>
            </>
          ) : (
            '—'
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge
            variant={outcome.variant}
            data-testid="dns-answer-outcome"
            data-outcome={answer?.outcome ?? 'unchecked'}
          >
            {i18n._(outcome.label)}
          </Badge>
          {answer?.checked_at ? (
            <span>
              <Trans>Checked {format.moment(answer.checked_at)}</Trans>
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
