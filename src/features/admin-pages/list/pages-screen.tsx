import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FileText, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { adminPagesQueries, type AdminPage } from '@/api/queries/admin-pages';
import { settingsQueries } from '@/api/queries/settings';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageColumns } from './page-columns';
import { pageRolesOf } from './page-roles';
import { PAGES_FILTERS } from './pages-filters';
import { pagesQueryOf } from './pages-query';
import { DEFAULT_PAGES_SORT, PAGES_SEARCH_OPTIONS } from './pages-search';

const routeApi = getRouteApi('/admin/pages/');

const getRowId = (page: AdminPage) => page.id;
const rowLabel = (page: AdminPage) => `${page.title} (${page.language})`;

/**
 * /admin/pages: every static page in every language, drafts included, on the admin panel's list; the
 * pages the settings map as the privacy policy and the terms are marked. Each version's editor is a click
 * away, and a new page starts from the header.
 */
export function PagesScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...PAGES_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminPagesQueries.list(pagesQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const { data: settings } = useQuery(settingsQueries.site());
  const roles = useMemo(() => pageRolesOf(settings, i18n), [settings, i18n]);
  const columns = usePageColumns(roles);
  const { allowsAny } = useAccess();
  const countLabel = useCallback(
    (count: number) => t`${plural(count, { one: '# page', other: '# pages' })}`,
    [t],
  );
  const create = allowsAny(['admin.pages.create']) ? (
    <Button asChild>
      <Link to="/admin/pages/new">
        <Plus aria-hidden />
        <Trans>New page</Trans>
      </Link>
    </Button>
  ) : null;

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader actions={create} />
      <AdminList
        id="admin-pages"
        caption={t`Pages`}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        url={url}
        filters={PAGES_FILTERS}
        result={result}
        defaultSort={DEFAULT_PAGES_SORT}
        countLabel={countLabel}
        empty={<EmptyState icon={<FileText />} title={<Trans>No pages yet.</Trans>} action={create} />}
      />
    </main>
  );
}
