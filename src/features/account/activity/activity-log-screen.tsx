import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { activityQueries, type ActivityLogEntry } from '@/api/queries/auth-activity';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useNow } from '@/lib/use-now';
import { useActivityColumns } from './activity-columns';
import { ACTIVITY_FILTERS } from './activity-filters';
import { ACTIVITY_SEARCH_OPTIONS } from './activity-search';
import { activityQueryOf } from './activity-query';

const routeApi = getRouteApi('/_user/settings/activity-logs');

const getRowId = (entry: ActivityLogEntry) => entry.id;

/**
 * /settings/activity-logs: the account's activity on the dashboard's list pattern, sortable by time and
 * kind, filtered by text, kind and days. Page, size, sort and filters live in the URL. The route loads the
 * first page; the list keeps the page it shows while the next one loads, and says itself when one fails.
 */
export function ActivityLogScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...ACTIVITY_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useActivityColumns(useNow());
  const result = useQuery({
    ...activityQueries.page(activityQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <AdminList
        id="account-activity"
        caption={t`Account activity`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={ACTIVITY_FILTERS}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# entry', other: '# entries' })}`}
        noMatch={<Trans>No activity matches these filters.</Trans>}
        empty={<EmptyState icon={<History />} title={<Trans>No activity yet.</Trans>} />}
      />
    </main>
  );
}
