import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { createDomain, domainKeys, type Domain } from '@/api/queries/domains';
import { planQueries } from '@/api/queries/plans';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { ApiKeyReveal } from '../api-key/api-key-reveal';
import { FORM_FIELDS_OF_DOMAIN } from '../domain-form-values';
import { servicesInput, settingFieldNames, withServiceFieldNames } from '../services/service-values';
import { AddDomainForm } from './add-domain-form';

/**
 * /domains/add: POST /domains. Once added, the form gives way to the domain's API key, shown this one
 * time, and the way on: its tracking subdomain, or its page.
 */
export function AddDomainScreen() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { data: schema } = useSuspenseQuery(planQueries.servicesSchema(i18n.locale));
  const plans = useQuery(planQueries.list(i18n.locale));
  const [added, setAdded] = useState<Domain | null>(null);

  if (added) {
    return (
      <main className="grid max-w-3xl content-start gap-6">
        <PageHeader
          title={<Trans>{added.name} is added</Trans>}
          description={
            <Trans>
              Next, send its events with this key and give it a tracking subdomain, so browsers treat its
              tracking as your own site&apos;s.
            </Trans>
          }
        />
        {added.api_key?.secret ? (
          <ApiKeyReveal secret={added.api_key.secret} domainName={added.name}>
            <Button asChild>
              <Link to="/domains/tracking" search={{ domain: added.id }}>
                <Trans>Set up the tracking subdomain</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/domains/$domainId" params={{ domainId: added.id }}>
                <Trans>Go to the domain</Trans>
              </Link>
            </Button>
          </ApiKeyReveal>
        ) : null}
      </main>
    );
  }

  const fields = [...FORM_FIELDS_OF_DOMAIN, ...settingFieldNames(schema)];
  return (
    <main className="grid max-w-3xl content-start gap-6">
      <PageHeader />
      <AddDomainForm
        schema={schema}
        plans={plans.data}
        onSubmit={async (values) => {
          const services = servicesInput(schema, values.services);
          try {
            const domain = await createDomain({
              name: values.name.trim(),
              plan_slug: values.plan_slug === '' ? null : values.plan_slug,
              services,
            });
            await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
            notify.success(t`Domain added`);
            setAdded(domain);
            return null;
          } catch (error) {
            return formFailure(
              withServiceFieldNames(error, services),
              fields,
              msg`The domain could not be added`,
              i18n,
            );
          }
        }}
      />
    </main>
  );
}
