import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { isApiError } from '@/api/api-error';
import type { TrackingDomainProgress } from '@/api/queries/domains';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { DnsRecordsCard } from './dns-records-card';
import { RemoveTrackingDomain } from './remove-tracking-domain';
import { SetupSteps, setupStepViews } from './setup-steps';
import { keepsPolling, waitsForDns } from './tracking-progress';
import type { useTrackingSetup } from './use-tracking-setup';

type Setup = ReturnType<typeof useTrackingSetup>;

/** Steps 2 to 5: the record, the checks, the certificate and live, as the polled status has them. */
export function TrackingProgressView({ domainId, setup }: { domainId: string; setup: Setup }) {
  const { t } = useLingui();
  const { status } = setup;
  const progress = status.data;

  if (!progress) {
    return status.isError ? (
      <ErrorCard
        message={isApiError(status.error) && status.error.message ? status.error.message : undefined}
        onRetry={() => void status.refetch()}
      />
    ) : (
      <Card aria-busy>
        <SkeletonText lines={4} />
      </Card>
    );
  }

  const steps = setupStepViews(progress).map((step) => {
    if (step.key === 'dns' && step.status !== 'done') {
      return {
        ...step,
        action: (
          <Button size="sm" onClick={() => setup.verify.mutate()} loading={setup.verify.isPending}>
            <RefreshCw aria-hidden />
            <Trans>Verify now</Trans>
          </Button>
        ),
      };
    }
    if ((step.key === 'hostname' || step.key === 'certificate') && step.status === 'failed') {
      return {
        ...step,
        action: (
          <Button size="sm" onClick={() => setup.configure.mutate()} loading={setup.configure.isPending}>
            <ShieldCheck aria-hidden />
            <Trans>Try the certificate again</Trans>
          </Button>
        ),
      };
    }
    return step;
  });

  return (
    <>
      <TrackingSummary progress={progress} polling={keepsPolling(progress)} />
      {waitsForDns(progress) ? <DnsRecordsCard domainId={domainId} progress={progress} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Setup progress</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SetupSteps steps={steps} />
        </CardContent>
      </Card>
      {!waitsForDns(progress) ? <DnsRecordsCard domainId={domainId} progress={progress} /> : null}
      <RemoveTrackingDomain
        hostname={progress.tracking_domain.hostname}
        remove={setup.remove.mutateAsync}
        removing={setup.remove.isPending}
        label={t`Remove subdomain`}
      />
    </>
  );
}

/** The subdomain, where its setup stands in words, and when it was and will be checked. */
function TrackingSummary({ progress, polling }: { progress: TrackingDomainProgress; polling: boolean }) {
  const format = useDateFormat();
  const tracking = progress.tracking_domain;
  return (
    <Card data-testid="tracking-summary" data-state={progress.ready ? 'live' : tracking.status}>
      <CardHeader>
        <CardTitle>
          <h2 className="font-mono break-all">{tracking.hostname}</h2>
        </CardTitle>
        <CardDescription>
          {tracking.last_checked_at ? (
            <Trans>Last checked {format.moment(tracking.last_checked_at)}.</Trans>
          ) : (
            <Trans>Not checked yet.</Trans>
          )}{' '}
          {progress.next_check_at && !progress.ready ? (
            <Trans>The server checks again on its own by {format.moment(progress.next_check_at)}.</Trans>
          ) : null}{' '}
          {polling ? <Trans>This page updates by itself.</Trans> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {progress.ready ? (
          <Alert
            variant="success"
            autoClose={false}
            data-testid="tracking-live"
            title={<Trans>Tracking is live</Trans>}
            description={
              <Trans>Events sent to https://{tracking.hostname} are tracked as first-party.</Trans>
            }
          />
        ) : tracking.status === 'failed' && tracking.last_error ? (
          <Alert
            variant="destructive"
            autoClose={false}
            data-testid="tracking-last-error"
            description={tracking.last_error}
          />
        ) : waitsForDns(progress) ? (
          // Not found yet is no failure in the hour a new record may take: the server says `failed` after it.
          <Alert
            variant="info"
            autoClose={false}
            data-testid="tracking-waiting"
            title={<Trans>Waiting for DNS</Trans>}
            description={
              tracking.last_error ?? (
                <Trans>
                  A new record usually appears within minutes, sometimes up to an hour. This page moves on by
                  itself once it is found.
                </Trans>
              )
            }
          />
        ) : tracking.last_error ? (
          <Alert
            variant="warning"
            autoClose={false}
            data-testid="tracking-last-error"
            description={tracking.last_error}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
