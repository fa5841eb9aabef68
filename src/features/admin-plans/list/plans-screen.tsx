import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ListChecks, Package } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  adminPlanKeys,
  adminPlansQueries,
  duplicateAdminPlan,
  type AdminPlan,
} from '@/api/queries/admin-plans';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { failureMessage } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/notify';
import { DeletePlanDialog } from './delete-plan-dialog';
import { usePlanColumns } from './plan-columns';
import { PLANS_FILTERS } from './plans-filters';
import { DEFAULT_PLANS_SORT, PLANS_SEARCH_OPTIONS } from './plans-search';
import { plansQueryOf } from './plans-query';
import { usePlanBulkActions, usePlanCount } from './use-plan-bulk-actions';

const routeApi = getRouteApi('/admin/plans/');

const getRowId = (plan: AdminPlan) => plan.slug;
const rowLabel = (plan: AdminPlan) => plan.name;

/**
 * /admin/plans: every plan, offered or not, on the admin panel's list (search, filters, sort and page in
 * the URL). Switch ticked plans on or off at once, copy a plan as a new inactive one (then its editor
 * opens), delete one no subscription names; each plan's editor is a click away.
 */
export function PlansScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const url = useTableUrlState({
    ...PLANS_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminPlansQueries.list(plansQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const { allowsAny } = useAccess();
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const onDuplicate = useCallback(
    (plan: AdminPlan) =>
      void (async () => {
        try {
          const copy = await duplicateAdminPlan(plan.slug);
          await queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
          const name = copy.name;
          notify.success(t`${name} created, switched off until you offer it`);
          await navigate({ to: '/admin/plans/$slug/edit', params: { slug: copy.slug } });
        } catch (error) {
          notify.error(failureMessage(error, msg`The plan could not be copied. Try again.`, i18n));
        }
      })(),
    [queryClient, navigate, t, i18n],
  );
  const stripeDrift = result.data?.items.some((plan) => plan.stripe_price_mismatch) ?? false;
  const columns = usePlanColumns(
    {
      canCreate: allowsAny(['admin.plans.create']),
      canDelete: allowsAny(['admin.plans.delete']),
      onDuplicate,
      onDelete: setDeleting,
    },
    stripeDrift,
  );
  const bulkActions = usePlanBulkActions();
  const countLabel = usePlanCount();

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          allowsAny(['admin.features.view']) ? (
            <Button variant="outline" asChild>
              <Link to="/admin/features">
                <ListChecks aria-hidden />
                <Trans>Features</Trans>
              </Link>
            </Button>
          ) : null
        }
      />
      <AdminList
        id="admin-plans"
        caption={t`Plans`}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        url={url}
        filters={PLANS_FILTERS}
        result={result}
        defaultSort={DEFAULT_PLANS_SORT}
        countLabel={countLabel}
        bulkActions={allowsAny(['admin.plans.update']) ? bulkActions : []}
        empty={<EmptyState icon={<Package />} title={<Trans>No plans yet.</Trans>} />}
      />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
