import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { LifeBuoy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { domainQueries } from '@/api/queries/domains';
import { planQueries } from '@/api/queries/plans';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDocumentTitleText } from '@/lib/document-title';
import { DomainStatusBadge } from '@/components/domain/domain-badges';
import { DeleteDomainDialog } from './delete-domain-dialog';
import { DomainApiKeyCard } from './domain-api-key-card';
import { DomainHealthCard } from './domain-health-card';
import { DomainServicesCard } from './domain-services-card';
import { DomainStatsCard } from './domain-stats-card';
import { DomainTrackingCard } from './domain-tracking-card';

const route = getRouteApi('/_user/domains/$domainId');

/**
 * /domains/{id}: one domain, as its owner checks on it: its state and plan, its figures and health, where
 * its events go, its tracking subdomain and API key, and, last, deleting it.
 */
export function DomainScreen() {
  const { domainId } = route.useParams();
  const { i18n } = useLingui();
  const format = useDateFormat();
  const { data: domain } = useSuspenseQuery(domainQueries.detail(domainId));
  const { data: schema } = useSuspenseQuery(planQueries.servicesSchema(i18n.locale));
  const [deleting, setDeleting] = useState(false);
  useDocumentTitleText(domain.name);

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        title={domain.name}
        actions={
          <Button asChild variant="outline">
            <Link to="/support/new" search={{ domain: domain.id }}>
              <LifeBuoy aria-hidden />
              <Trans>Ask for help</Trans>
            </Link>
          </Button>
        }
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <DomainStatusBadge status={domain.status} />
            <span>{domain.plan ? domain.plan.name : <Trans>No plan</Trans>}</span>
            {domain.subscription_ends_at ? (
              <span>
                <Trans>Paid until {format.moment(domain.subscription_ends_at, 'day')}</Trans>
              </span>
            ) : null}
          </span>
        }
      />
      <DomainStatsCard domainId={domain.id} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DomainHealthCard domainId={domain.id} />
        <DomainTrackingCard domain={domain} />
      </div>
      <DomainServicesCard domain={domain} schema={schema} />
      <DomainApiKeyCard domain={domain} />
      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Delete the domain</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Its events, API key, tracking subdomain and subscription go with it.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            <Trans>Delete domain</Trans>
          </Button>
        </CardContent>
      </Card>
      <DeleteDomainDialog domain={domain} open={deleting} onOpenChange={setDeleting} />
    </main>
  );
}
