import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { domainQueries, type TrackingDomainProgress } from '@/api/queries/domains';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { SkeletonText } from '@/components/ui/skeleton';
import { DnsAnswerComparison } from './dns-answer';
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
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t`DNS records to create`}>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-3 font-medium">{t`Type`}</th>
                    <th className="py-1 pr-3 font-medium">{t`Name`}</th>
                    <th className="py-1 pr-3 font-medium">{t`Value`}</th>
                    <th className="py-1 font-medium">{t`TTL`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.records.map((record) => (
                    <tr key={`${record.type}-${record.name}`} className="border-t align-middle">
                      <td className="py-2 pr-3 font-mono">{record.type}</td>
                      <td className="py-2 pr-3">
                        <span className="flex items-center gap-2">
                          <code className="break-all">{record.name}</code>
                          <CopyButton value={record.name} label={t`Record name`} />
                        </span>
                      </td>
                      <td className="py-2 pr-3">
                        <span className="flex items-center gap-2">
                          <code className="break-all">{record.value}</code>
                          <CopyButton value={record.value} label={t`Record value`} />
                        </span>
                      </td>
                      <td className="py-2 font-mono">{record.ttl}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
