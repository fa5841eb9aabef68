import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { useCallback } from 'react';
import { adminActivityQueries } from '@/api/queries/admin-activity';
import { useCurrentUser } from '@/auth/session/use-session';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useActivityColumns } from './activity-columns';
import { activityExport } from './activity-export';
import { activityFilters, actorOptions, recordOptions } from './activity-filters';
import { ACTIVITY_SEARCH_OPTIONS, DEFAULT_ACTIVITY_SORT } from './activity-search';
import { activityQueryOf } from './activity-query';

const routeApi = getRouteApi('/admin/activity-logs');

const getRowId = (entry: { id: string }) => entry.id;

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * /admin/activity-logs: what every user and staff member did, newest first, worded in the reader's
 * language with the reason and what changed. The actor, the action (or its area), the record and the
 * days filter it, all in the URL; the export takes exactly what the filters select.
 */
export function ActivityLogScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...ACTIVITY_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminActivityQueries.list(activityQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const me = useCurrentUser();
  const { filters: chosen, search } = url.state;
  const { update } = url;
  const entries = result.data?.items ?? [];
  const filters = activityFilters(
    actorOptions(me, entries, text(chosen.user_id)),
    recordOptions(i18n, entries, text(chosen.subject_id)),
    { action: text(chosen.action), subjectType: text(chosen.subject_type) },
  );
  const onActor = useCallback(
    (userId: string) => update({ search, filters: { ...chosen, user_id: userId } }),
    [update, search, chosen],
  );
  const onRecord = useCallback(
    (type: string, id: string) =>
      update({ search, filters: { ...chosen, subject_type: type, subject_id: id } }),
    [update, search, chosen],
  );
  const columns = useActivityColumns({ onActor, onRecord });

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <AdminList
        id="admin-activity-logs"
        caption={t`Activity of every user and staff member`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={filters}
        result={result}
        defaultSort={DEFAULT_ACTIVITY_SORT}
        countLabel={(count) => t`${plural(count, { one: '# entry', other: '# entries' })}`}
        bulkActions={[activityExport(url.state)]}
        empty={<EmptyState icon={<History />} title={<Trans>Nothing has been recorded yet.</Trans>} />}
      />
    </main>
  );
}
