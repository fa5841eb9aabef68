import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminUserOverview } from '@/api/queries/admin-users';

/** What deleting the account takes with it, and what stays for the records, counted before it happens. */
export function DeletionImpact({ impact }: { impact: AdminUserOverview['deletion_impact'] }) {
  return (
    <div className="grid gap-3 text-sm">
      <ImpactGroup title={<Trans>Deleted with the account:</Trans>}>
        <li>
          <Plural value={impact.domains} one="# domain" other="# domains" />
        </li>
        <li>
          <Plural value={impact.events} one="# event" other="# events" />
        </li>
        <li>
          <Plural
            value={impact.subscriptions_to_cancel}
            one="# subscription, cancelled now without a refund"
            other="# subscriptions, cancelled now without a refund"
          />
        </li>
      </ImpactGroup>
      <ImpactGroup title={<Trans>Kept for the records, without the account:</Trans>}>
        <li>
          <Plural value={impact.tickets_kept} one="# ticket" other="# tickets" />
        </li>
        <li>
          <Plural value={impact.messages_kept} one="# support message" other="# support messages" />
        </li>
        <li>
          <Plural value={impact.invoices_kept} one="# invoice" other="# invoices" />
        </li>
        <li>
          <Plural value={impact.payments_kept} one="# payment" other="# payments" />
        </li>
      </ImpactGroup>
    </div>
  );
}

/** What goes, or what stays: a heading over a bulleted list of counts. */
function ImpactGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="font-medium">{title}</p>
      <ul className="list-disc ps-5">{children}</ul>
    </div>
  );
}
