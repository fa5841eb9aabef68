import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { adminPlanKeys, adminPlansQueries, updateAdminPlan } from '@/api/queries/admin-plans';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { planKeys } from '@/api/queries/plans';
import { notify } from '@/lib/notify';
import { PlanStateBadges } from '../plan-state';
import { PLAN_FORM_FIELDS, planFormValues, planUpdateOf, type PlanFormValues } from './plan-form-values';
import { PlanForm } from './plan-form';

const routeApi = getRouteApi('/admin/plans/$slug/edit');

/**
 * /admin/plans/$slug/edit: a plan's editor (PUT /admin/plans/{slug}, features and texts replaced as the
 * form holds them). Once saved, back to the list; the public plans show the change at once.
 */
export function EditPlanScreen() {
  const { i18n, t } = useLingui();
  const { slug } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const { data: plan } = useSuspenseQuery(adminPlansQueries.detail(slug));
  const { data: features } = useSuspenseQuery(adminPlansQueries.features());
  const offered = new Set(plan.features.map((feature) => feature.slug));
  // A switched-off feature is listed only while the plan still offers it.
  const choosable = features.filter((feature) => feature.is_active || offered.has(feature.slug));

  async function save(values: PlanFormValues) {
    try {
      const saved = await updateAdminPlan(slug, planUpdateOf(values, choosable));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlanKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPlanKeys.features() }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
      const name = saved.name;
      notify.success(t`Plan ${name} saved`);
      await navigate({ to: '/admin/plans' });
      return null;
    } catch (error) {
      return formFailure(error, PLAN_FORM_FIELDS, msg`The plan could not be saved. Try again.`, i18n);
    }
  }

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <Card className="grid max-w-4xl gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="break-all">
            {plan.name} · {plan.slug}
          </span>
          <PlanStateBadges plan={plan} />
        </div>
        <PlanForm
          key={plan.updated_at.toString()}
          plan={plan}
          features={choosable}
          defaultValues={planFormValues(plan, choosable)}
          onSubmit={save}
        />
      </Card>
    </main>
  );
}
