import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListChecks, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { adminPlansQueries, type AdminFeature } from '@/api/queries/admin-plans';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DeleteFeatureDialog } from './delete-feature-dialog';
import { useFeatureColumns } from './feature-columns';
import { FeatureSheet, type FeatureEditing } from './feature-sheet';
import { FEATURES_FILTERS } from './features-filters';
import { featuresPage } from './features-page';
import { DEFAULT_FEATURES_SORT, FEATURES_SEARCH_OPTIONS } from './features-search';

const routeApi = getRouteApi('/admin/features');

const getRowId = (feature: AdminFeature) => feature.slug;

/**
 * /admin/features: the features plans offer, each with how many plans offer it, made and changed on a
 * sheet (texts in five languages), deleted once no plan offers it.
 */
export function FeaturesScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...FEATURES_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const { data, isPending, isError, error, refetch } = useQuery(adminPlansQueries.features());
  const result = {
    data: data ? featuresPage(data, url.state) : undefined,
    isPending,
    isError,
    error,
    refetch,
  };
  const { allowsAny } = useAccess();
  const [editing, setEditing] = useState<FeatureEditing | null>(null);
  const [deleting, setDeleting] = useState<AdminFeature | null>(null);
  const onEdit = useCallback((feature: AdminFeature) => setEditing({ kind: 'edit', feature }), []);
  const columns = useFeatureColumns({
    canUpdate: allowsAny(['admin.features.update']),
    canDelete: allowsAny(['admin.features.delete']),
    onEdit,
    onDelete: setDeleting,
  });

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          allowsAny(['admin.features.create']) ? (
            <Button onClick={() => setEditing({ kind: 'create' })}>
              <Plus aria-hidden />
              <Trans>New feature</Trans>
            </Button>
          ) : null
        }
      />
      <AdminList
        id="admin-features"
        caption={t`Features`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={FEATURES_FILTERS}
        result={result}
        defaultSort={DEFAULT_FEATURES_SORT}
        countLabel={(count) => t`${plural(count, { one: '# feature', other: '# features' })}`}
        empty={<EmptyState icon={<ListChecks />} title={<Trans>No features yet.</Trans>} />}
      />
      <FeatureSheet editing={editing} onClose={() => setEditing(null)} />
      <DeleteFeatureDialog feature={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
