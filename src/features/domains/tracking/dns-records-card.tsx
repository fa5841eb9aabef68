import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { domainQueries, type TrackingDomainProgress } from '@/api/queries/domains';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { SkeletonText } from '@/components/ui/skeleton';
import { DnsAnswerComparison } from '@/components/domain/dns-answer';
import { DnsProviderHints } from './dns-provider-hints';

/**
 * Step 2: the exact record(s) to create, each value with a copy button, the server's instructions, hints
 * for common DNS providers, and the record expected next to what DNS answers now.
 */
export function DnsRecordsCard({
  domainId,
  progress,
}: {
  domainId: string;
  progress: TrackingDomainProgress | undefined;
}) {
  const { t } = useLingui();
  const data = useQuery(domainQueries.verificationData(domainId));
  const tracking = progress?.tracking_domain;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Create the DNS record</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>At the DNS provider of your domain, add this record exactly as shown.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.data ? (
          <>
            <ul aria-label={t`DNS records to create`} className="grid gap-3">
              {data.data.records.map((record) => (
                <li key={`${record.type}-${record.name}`}>
                  {/* One row of four on a wide screen, stacked on a phone, where a table would break
                      the host names letter by letter. */}
                  <dl className="grid gap-3 rounded-lg border p-3 text-sm sm:grid-cols-[auto_minmax(0,2fr)_minmax(0,2fr)_auto] sm:gap-4">
                    <RecordPart label={t`Type`} value={record.type} />
                    <RecordPart label={t({ message: 'Name', context: 'DNS record' })} value={record.name}>
                      <CopyButton value={record.name} label={t`Record name`} />
                    </RecordPart>
                    <RecordPart label={t`Value`} value={record.value}>
                      <CopyButton value={record.value} label={t`Record value`} />
                    </RecordPart>
                    <RecordPart label={t`TTL`} value={String(record.ttl)} />
                  </dl>
                </li>
              ))}
            </ul>
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              {data.data.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </>
        ) : data.isError ? (
          <p className="text-sm text-destructive">
            <Trans>The DNS record could not be loaded.</Trans>
          </p>
        ) : (
          <SkeletonText lines={3} />
        )}
        {tracking ? (
          <DnsAnswerComparison
            hostname={tracking.hostname}
            target={tracking.cname_target}
            answer={progress.dns_answer}
          />
        ) : null}
        <DnsProviderHints />
      </CardContent>
    </Card>
  );
}

/** One part of a DNS record: its name above, the exact text to type below, with a copy button if given. */
function RecordPart({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2">
        <code className="min-w-0 font-mono break-all">{value}</code>
        {children}
      </dd>
    </div>
  );
}
