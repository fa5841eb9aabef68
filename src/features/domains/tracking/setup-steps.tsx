import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, CircleDashed, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TrackingDomainProgress } from '@/api/queries/domains';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/cn';

type StepStatus = TrackingDomainProgress['steps'][number]['status'];
export type SetupStepKey = 'subdomain' | 'dns' | 'hostname' | 'certificate' | 'live';

const STATUS: Record<
  StepStatus,
  { label: MessageDescriptor; variant: BadgeVariant; icon: typeof CircleCheck }
> = {
  pending: { label: msg`Waiting`, variant: 'secondary', icon: CircleDashed },
  in_progress: { label: msg`In progress`, variant: 'info', icon: LoaderCircle },
  done: { label: msg`Done`, variant: 'success', icon: CircleCheck },
  failed: { label: msg`Failed`, variant: 'destructive', icon: CircleAlert },
};

const TITLES: Record<SetupStepKey, MessageDescriptor> = {
  subdomain: msg`Subdomain chosen`,
  dns: msg`DNS record verified`,
  hostname: msg`Subdomain registered for HTTPS`,
  certificate: msg`HTTPS certificate issued`,
  live: msg`Live`,
};

export interface SetupStepView {
  key: SetupStepKey;
  status: StepStatus;
  message: string | null;
  /** When the step was done, else null. */
  at: Date | string | null;
  /** A button that moves this step on (Verify, Retry). */
  action?: ReactNode;
}

/** The setup's five steps from the server's progress: the subdomain, its three steps, and live. */
export function setupStepViews(progress: TrackingDomainProgress): SetupStepView[] {
  const tracking = progress.tracking_domain;
  const byKey = new Map(progress.steps.map((step) => [step.key, step]));
  const server = (key: 'dns' | 'hostname' | 'certificate', at: Date | null): SetupStepView => {
    const step = byKey.get(key);
    return {
      key,
      status: step?.status ?? 'pending',
      message: step?.message ?? null,
      at: step?.status === 'done' ? (step.completed_at ?? at) : null,
    };
  };
  return [
    { key: 'subdomain', status: 'done', message: null, at: tracking.created_at },
    server('dns', tracking.cname_verified_at),
    server('hostname', tracking.cloudflare_created_at),
    server('certificate', tracking.certificate_deployed_at),
    {
      key: 'live',
      status: progress.ready ? 'done' : 'pending',
      message: null,
      at: progress.ready ? tracking.certificate_deployed_at : null,
    },
  ];
}

/** The steps as an ordered list, each with its state, its time and what the server says about it. */
export function SetupSteps({ steps }: { steps: SetupStepView[] }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  return (
    <ol className="grid gap-3" aria-label={i18n._(msg`Setup steps`)}>
      {steps.map((step, index) => {
        const status = STATUS[step.status];
        const Icon = status.icon;
        return (
          <li
            key={step.key}
            data-testid={`tracking-step-${step.key}`}
            data-status={step.status}
            className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border p-3"
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5',
                step.status === 'done' && 'text-success',
                step.status === 'failed' && 'text-destructive',
                step.status === 'in_progress' && 'animate-spin text-info motion-reduce:animate-none',
                step.status === 'pending' && 'text-muted-foreground',
              )}
            />
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {index + 1}. {i18n._(TITLES[step.key])}
                </span>
                <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
                {step.at ? (
                  <span className="text-xs text-muted-foreground">
                    <Trans>on {format.moment(step.at)}</Trans>
                  </span>
                ) : null}
              </div>
              {step.message ? (
                <p
                  className={cn(
                    'text-sm',
                    step.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                  )}
                  data-testid={`tracking-step-${step.key}-message`}
                >
                  {step.message}
                </p>
              ) : null}
              {step.action ? <div className="pt-1">{step.action}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
