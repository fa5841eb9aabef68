import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-form';
import { Users } from 'lucide-react';
import { adminPlanKeys, previewAdminPlanChange, type AdminPlan } from '@/api/queries/admin-plans';
import { withForm } from '@/components/form/form-kit';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { EMPTY_PLAN_VALUES } from './empty-plan-values';
import { centsOf } from './plan-form-values';
import { useSettledValue } from '@/lib/use-settled-value';

const NO_PROPS: { plan: AdminPlan | null } = { plan: null };

/**
 * Who the change in the form affects, asked of the server as the price, interval or offer change
 * (POST /admin/plans/{slug}/impact, nothing saved): the plan's subscriptions by status and the monthly
 * recurring revenue at the saved and the typed price, and when existing subscriptions start paying it.
 */
export const PlanImpact = withForm({
  defaultValues: EMPTY_PLAN_VALUES,
  props: NO_PROPS,
  render: function PlanImpactPanel({ form, plan }) {
    const { i18n } = useLingui();
    const format = useDateFormat();
    const values = useSelector(form.store, (state) => ({
      price: state.values.price,
      currency: state.values.currency,
      interval: state.values.interval,
      is_active: state.values.is_active,
    }));
    const change = useSettledValue(values, 300);
    const amount = centsOf(change.price);
    const proposed = {
      ...(Number.isFinite(amount) && { price: { amount, currency: change.currency.trim().toUpperCase() } }),
      interval: change.interval,
      is_active: change.is_active,
    };
    const slug = plan?.slug ?? '';
    const impact = useQuery({
      queryKey: [...adminPlanKeys.detail(slug), 'impact', proposed],
      queryFn: () => previewAdminPlanChange(slug, proposed),
      // The figures stay while the next ones load, so the panel does not blink as the price is typed.
      placeholderData: keepPreviousData,
      enabled: plan !== null && /^[A-Z]{3}$/.test(change.currency.trim().toUpperCase()),
    });
    const data = impact.data;
    if (!data) return null;
    const { trialing, active, past_due: pastDue } = data.subscriptions;
    const before = formatMoney(data.mrr_current, i18n.locale);
    const after = formatMoney(data.mrr_proposed, i18n.locale);
    const renewal = data.first_renewal_at ? format.moment(data.first_renewal_at, 'calendarDay') : null;
    return (
      <section
        aria-live="polite"
        aria-labelledby="plan-impact-title"
        className="grid gap-2 rounded-lg border border-info/40 bg-info/10 p-4 text-sm"
      >
        <h2 id="plan-impact-title" className="flex items-center gap-2 font-semibold">
          <Users aria-hidden className="size-4 text-info" />
          <Trans>Who this change affects</Trans>
        </h2>
        <div className="grid gap-1">
          <p>
            <Trans>
              Subscriptions: {active} active, {pastDue} past due, {trialing} in trial.
            </Trans>
          </p>
          <p>
            {data.price_changes ? (
              <Trans>
                Monthly recurring revenue: {before} now, {after} at the new price.
              </Trans>
            ) : (
              <Trans>Monthly recurring revenue: {before}, unchanged.</Trans>
            )}
          </p>
          {data.price_changes && renewal ? (
            <p>
              <Trans>
                New subscriptions pay the new price at once; existing ones keep their price until their next
                renewal, the first on {renewal}.
              </Trans>
            </p>
          ) : null}
          {data.closes_to_new ? (
            <p>
              <Trans>Switched off, the plan takes no new subscribers; its subscribers keep it.</Trans>
            </p>
          ) : null}
        </div>
      </section>
    );
  },
});
