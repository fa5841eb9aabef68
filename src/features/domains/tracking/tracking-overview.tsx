import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe, Plus } from 'lucide-react';
import { domainQueries } from '@/api/queries/domains';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useDateFormat } from '@/i18n/use-date-format';
import { TrackingStatusBadge } from '@/components/domain/domain-badges';

/** The overview's calls: the user's tracking subdomains and domains, a hundred of each (the contract's most). */
export const OVERVIEW_TRACKING_QUERY = { per_page: 100, sort: 'hostname', order: 'asc' } as const;
export const OVERVIEW_DOMAINS_QUERY = { per_page: 100, sort: 'name', order: 'asc' } as const;

/**
 * /domains/tracking without a domain: the user's tracking subdomains with their domain, state and last
 * check, each opening its setup, and the domains without one to set one up for.
 */
export function TrackingOverview() {
  const { t } = useLingui();
  const format = useDateFormat();
  const { data: tracking } = useSuspenseQuery(domainQueries.trackingList(OVERVIEW_TRACKING_QUERY));
  const { data: domains } = useSuspenseQuery(domainQueries.list(OVERVIEW_DOMAINS_QUERY));
  const names = new Map(domains.items.map((domain) => [domain.id, domain.name]));
  const withTracking = new Set(tracking.items.map((item) => item.domain_id));
  const without = domains.items.filter(
    (domain) => domain.tracking_domains.length === 0 && !withTracking.has(domain.id),
  );

  return (
    // One column that never grows past the screen: a wide table scrolls inside its card instead.
    <main className="grid grid-cols-1 content-start gap-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Your tracking subdomains</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {tracking.items.length === 0 ? (
            <EmptyState
              icon={<Globe aria-hidden />}
              title={<Trans>No tracking subdomains yet</Trans>}
              description={<Trans>Set one up for a domain below.</Trans>}
            />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t`Tracking subdomains`}>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-3 font-medium">{t`Subdomain`}</th>
                    {/* On a phone the subdomain names its domain, and its setup says when it was checked. */}
                    <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Domain`}</th>
                    <th className="py-2 pr-3 font-medium">{t`State`}</th>
                    <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Last checked`}</th>
                    <th className="hidden py-2 font-medium sm:table-cell">
                      <span className="sr-only">{t`Actions`}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tracking.items.map((item) => (
                    <tr key={item.id} className="border-t">
                      <td className="py-2 pr-3 font-mono break-all">
                        {/* On a phone the subdomain itself opens its setup, in place of the button. */}
                        <Link
                          to="/domains/tracking"
                          search={{ domain: item.domain_id }}
                          className="underline underline-offset-4 sm:hidden"
                        >
                          {item.hostname}
                        </Link>
                        <span className="hidden sm:inline">{item.hostname}</span>
                      </td>
                      <td className="hidden py-2 pr-3 sm:table-cell">{names.get(item.domain_id) ?? '—'}</td>
                      <td className="py-2 pr-3">
                        <TrackingStatusBadge status={item.status} />
                      </td>
                      <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                        {item.last_checked_at ? format.moment(item.last_checked_at) : t`Not checked yet`}
                      </td>
                      <td className="hidden py-2 text-right sm:table-cell">
                        <Button variant="outline" size="sm" asChild>
                          <Link to="/domains/tracking" search={{ domain: item.domain_id }}>
                            <Trans>Open setup</Trans>
                          </Link>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Set up a tracking subdomain</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Choose the domain to set one up for.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {without.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Every one of your domains has a tracking subdomain.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2" aria-label={t`Domains without a tracking subdomain`}>
              {without.map((domain) => (
                <li
                  key={domain.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                >
                  <span className="font-medium">{domain.name}</span>
                  <Button size="sm" asChild>
                    <Link to="/domains/tracking" search={{ domain: domain.id }}>
                      <Plus aria-hidden />
                      <Trans>Set up</Trans>
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
