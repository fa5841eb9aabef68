import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DashboardAlert } from '@/api/queries/user';
import { Alert } from '@/components/ui/alert';
import { AlertAction } from '@/components/ui/alert-action';
import { alertLink } from './alert-link';

const VARIANTS = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'destructive',
} as const satisfies Record<DashboardAlert['type'], string>;

/** What the link of each kind of alert does. */
const ACTIONS: Record<DashboardAlert['key'], MessageDescriptor> = {
  email_unverified: msg`Verify your email`,
  tracking_domain_failed: msg`Check the DNS record`,
  tracking_domain_pending: msg`Open the tracking setup`,
  subscription_past_due: msg`Update payment details`,
  subscription_ending: msg`Manage the subscription`,
  event_quota_near: msg`See plans and billing`,
  event_quota_reached: msg`Upgrade the plan`,
  delivery_failures: msg`See the failed events`,
};

/**
 * What needs attention on the account (GET /user/dashboard `alerts`, most severe first, in the user's
 * language): each with its severity, and a link to where it is fixed. They stay until fixed: no timer.
 */
export function DashboardAlerts({ alerts }: { alerts: DashboardAlert[] | undefined }) {
  const { t, i18n } = useLingui();
  if (!alerts?.length) return null;
  return (
    <section aria-label={t`Needs attention`} className="grid gap-3">
      {alerts.map((alert) => {
        const link = alertLink(alert);
        return (
          <Alert
            key={`${alert.key}-${alert.domain_id ?? ''}`}
            variant={VARIANTS[alert.type]}
            autoClose={false}
            title={alert.title}
            description={alert.message}
          >
            {link ? <AlertAction link={link}>{i18n._(ACTIONS[alert.key])}</AlertAction> : null}
          </Alert>
        );
      })}
    </section>
  );
}
