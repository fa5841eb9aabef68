import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/queries/settings';

/**
 * A plan's free trial and who may have one: once per domain name, and as many per account as the site
 * allows (`trials_per_account`). Nothing for a plan without a trial, or when the site gives none. A trial
 * starts only as a domain is added (checkout charges at once), which the card says on /billing, where
 * the domain exists already.
 */
export function PlanTrial({ days }: { days: number }) {
  const { t } = useLingui();
  const { data: settings } = useQuery(settingsQueries.site());
  const perAccount = settings?.trials_per_account;
  if (days === 0 || perAccount === 0) return null;
  return (
    <span className="grid gap-0.5 text-xs text-muted-foreground">
      <span>
        {t`${plural(days, { one: '#-day free trial for a newly added domain', other: '#-day free trial for a newly added domain' })}`}
      </span>
      {perAccount === undefined ? null : (
        <span>
          <Trans>Once per domain name, and at most {perAccount} per account.</Trans>
        </span>
      )}
    </span>
  );
}
