import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DOMAIN_STATUSES, type DomainStatus } from '@/api/queries/admin-domains';
import { planQueries } from '@/api/queries/plans';
import { DOMAIN_STATUSES as STATUS_LOOKS } from '@/components/domain/domain-badges';
import { Label } from '@/components/ui/label';

/** The status and plan slug ('' for none) a change sets. */
export type DomainChange = { status: DomainStatus; plan: string };

const SELECT =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/30';

/** The status and plan of a domain, chosen from the statuses and the plans on offer. */
export function ChangeDomainFields({
  value,
  onChange,
}: {
  value: DomainChange;
  onChange: (next: DomainChange) => void;
}) {
  const { i18n, t } = useLingui();
  const plans = useQuery(planQueries.list(i18n.locale));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="domain-status">
          <Trans>Status</Trans>
        </Label>
        <select
          id="domain-status"
          className={SELECT}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as DomainStatus })}
        >
          {DOMAIN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_LOOKS[status].label)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="domain-plan">
          <Trans>Plan</Trans>
        </Label>
        <select
          id="domain-plan"
          className={SELECT}
          value={value.plan}
          onChange={(event) => onChange({ ...value, plan: event.target.value })}
        >
          <option value="">{t`No plan`}</option>
          {(plans.data ?? []).map((plan) => (
            <option key={plan.slug} value={plan.slug}>
              {plan.name}
            </option>
          ))}
          {value.plan && !(plans.data ?? []).some((plan) => plan.slug === value.plan) ? (
            <option value={value.plan}>{value.plan}</option>
          ) : null}
        </select>
      </div>
    </div>
  );
}
