import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { PageHeader } from '@/components/page/page-header';
import { BillingPortalButton } from './billing-portal-button';
import { BILLING_DOMAINS_QUERY } from './billing-domains';
import { ChangePlanSection } from './change-plan-section';
import { DomainSubscriptionsCard } from './domain-subscriptions-card';
import { InvoicesCard } from './invoices-card';

const routeApi = getRouteApi('/_user/billing');

/**
 * /billing: each domain's plan and subscription (cancel, resume), changing a domain's plan (the plans,
 * their comparison and the check before checkout), the billing portal and the invoices.
 */
export function BillingScreen() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { data } = useSuspenseQuery(domainQueries.list(BILLING_DOMAINS_QUERY));
  const domains = data.items;
  const domain = domains.find((item) => item.id === search.domain) ?? domains[0];

  function changeSearch(patch: { domain?: string; interval?: 'month' | 'year'; plan?: string | undefined }) {
    void navigate({
      to: '.',
      search: (previous) => ({
        ...previous,
        ...patch,
        interval: (patch.interval ?? previous.interval) === 'year' ? 'year' : undefined,
      }),
      replace: true,
      resetScroll: false,
    });
  }

  function changePlanOf(domainId: string) {
    changeSearch({ domain: domainId, plan: undefined });
    // The chooser is further down: bring it into view and give it the focus, for keyboards too.
    const heading = document.getElementById('change-plan');
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  return (
    <main className="grid content-start gap-8">
      <PageHeader actions={<BillingPortalButton />} />
      <DomainSubscriptionsCard domains={domains} onChangePlan={changePlanOf} />
      {domain ? (
        <ChangePlanSection
          domains={domains}
          choice={{ domain, interval: search.interval ?? 'month', plan: search.plan }}
          onChange={changeSearch}
        />
      ) : null}
      <InvoicesCard />
    </main>
  );
}
