import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminDomainsQueries, recheckAdminDomainTracking } from '@/api/queries/admin-domains';
import { DomainStatusBadge } from '@/components/domain/domain-badges';
import { failureMessage } from '@/components/form/form-failure';
import { RecordHeader } from '@/components/record-page/record-header';
import { RecordTabs } from '@/components/record-page/record-tabs';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { BreakableName } from '../breakable-name';
import { DomainOverviewTab } from './domain-overview-tab';
import { domainTabOf, validateDomainSearch, type DomainTab } from './domain-tabs';
import { DomainTrackingTab } from './domain-tracking-tab';
import { useDomainActions } from './use-domain-actions';

const routeApi = getRouteApi('/admin/domains/$id');

/**
 * /admin/domains/$id: any owner's domain as its owner sees it (read-only) with staff's actions: re-check
 * the tracking subdomain now and see what DNS answered, change status or plan, block or unblock its
 * events, transfer it, delete it. Each change asks why; the tab is in the URL (`?tab=`).
 */
export function DomainScreen() {
  const { t, i18n } = useLingui();
  const { id } = routeApi.useParams();
  const tab = domainTabOf(routeApi.useSearch());
  const navigate = routeApi.useNavigate();
  const { data: domain } = useSuspenseQuery(adminDomainsQueries.detail(id));
  const { actions, dialogs, mayUpdate } = useDomainActions(domain);
  const recheck = useMutation({
    mutationFn: () => recheckAdminDomainTracking(id),
    onError: (error) =>
      notify.error(failureMessage(error, msg`The tracking subdomain could not be checked.`, i18n)),
  });

  const tabs: { id: DomainTab; label: string; content: ReactNode }[] = [
    { id: 'overview', label: t`Overview`, content: <DomainOverviewTab domain={domain} /> },
    {
      id: 'tracking',
      label: t`Tracking subdomain`,
      content: (
        <DomainTrackingTab
          domain={domain}
          recheck={recheck.data}
          action={
            mayUpdate && domain.tracking_domains.length ? (
              <Button
                variant="outline"
                size="sm"
                disabled={recheck.isPending}
                onClick={() => recheck.mutate()}
              >
                <RefreshCw aria-hidden />
                <Trans>Re-check now</Trans>
              </Button>
            ) : null
          }
        />
      ),
    },
  ];

  return (
    <main className="grid min-w-0 content-start gap-6">
      <RecordHeader
        title={<BreakableName name={domain.name} />}
        status={<DomainStatusBadge status={domain.status} />}
        subtitle={<BreakableName name={domain.user.email} />}
        actions={actions}
      />
      <RecordTabs
        label={t`Sections of the domain’s page`}
        tabs={tabs}
        value={tab}
        onValueChange={(next) =>
          void navigate({ to: '.', search: validateDomainSearch({ tab: next }), replace: true })
        }
      />
      {dialogs}
    </main>
  );
}
