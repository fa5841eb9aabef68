import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { domainQueries, type Domain } from '@/api/queries/domains';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { SUBDOMAIN_FIELDS, SubdomainForm } from './subdomain-form';
import { trackingDomainBody } from './tracking-schema';
import { TrackingProgressView } from './tracking-progress-view';
import { useTrackingSetup } from './use-tracking-setup';

/**
 * /domains/tracking?domain=<id>: the guided setup of one domain's tracking subdomain. Without a subdomain
 * yet, the form to choose one; then the record to create, the steps as they complete and the way back.
 */
export function TrackingFlow({ domainId }: { domainId: string }) {
  const { data: domain } = useSuspenseQuery(domainQueries.detail(domainId));
  const { data: tracking } = useSuspenseQuery(domainQueries.tracking(domainId));
  const setup = useTrackingSetup(domainId, tracking !== null);

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        description={<Trans>Tracking subdomain of {domain.name}</Trans>}
        actions={
          <Button variant="outline" asChild>
            <Link to="/domains/$domainId" params={{ domainId }}>
              <ArrowLeft aria-hidden />
              <Trans>Back to {domain.name}</Trans>
            </Link>
          </Button>
        }
      />
      {tracking === null ? (
        <ChooseSubdomain domain={domain} create={setup.create.mutateAsync} />
      ) : (
        <TrackingProgressView domainId={domainId} setup={setup} />
      )}
    </main>
  );
}

/** Step 1, before the domain has a tracking subdomain. */
function ChooseSubdomain({
  domain,
  create,
}: {
  domain: Domain;
  create: (hostname: string) => Promise<unknown>;
}) {
  const { i18n, t } = useLingui();
  const [defaultValues] = useState({ hostname: 't' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Choose the tracking subdomain</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            Events sent through a subdomain of {domain.name} count as first-party: browsers and ad blockers
            let them through.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SubdomainForm
          domainName={domain.name}
          defaultValues={defaultValues}
          onSubmit={async (values) => {
            try {
              await create(trackingDomainBody(values, domain.name).hostname);
              notify.success(t`Tracking subdomain added`);
              return null;
            } catch (error) {
              return formFailure(
                error,
                SUBDOMAIN_FIELDS,
                msg`The tracking subdomain could not be added`,
                i18n,
              );
            }
          }}
        />
      </CardContent>
    </Card>
  );
}
