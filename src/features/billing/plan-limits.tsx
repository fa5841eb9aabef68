import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Plan } from '@/api/queries/plans';

/** A plan's three enforced limits in words: events a month, tracking subdomains, destinations. */
export function PlanLimits({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const { events_per_month: events, tracking_domains: tracking, services } = plan.limits;
  return (
    <ul className="grid gap-1 text-sm">
      <li>
        {events === null
          ? t`Unlimited events`
          : t`${plural(events, { one: '# event a month', other: '# events a month' })}`}
      </li>
      <li>{t`${plural(tracking, { one: '# tracking subdomain', other: '# tracking subdomains' })}`}</li>
      <li>
        {services === null
          ? t`Unlimited destinations`
          : t`${plural(services, { one: '# destination', other: '# destinations' })}`}
      </li>
    </ul>
  );
}
