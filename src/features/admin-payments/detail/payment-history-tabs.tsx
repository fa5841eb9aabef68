import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPayment } from '@/api/queries/admin-payments';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { RecordSection } from '@/components/record-page/record-section';

/** The refunds of a payment, oldest first: amount, when, by whom, why, and the provider's reference. */
export function PaymentRefundsTab({ payment }: { payment: AdminPayment }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const refunds = payment.refunds ?? [];
  return (
    <RecordSection title={<Trans>Refunds</Trans>}>
      {refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Nothing has been refunded of this payment.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {refunds.map((refund) => {
            const who = refund.actor?.name ?? '—';
            const when = format.moment(new Date(refund.created_at), 'dateTime');
            return (
              <li key={refund.id} className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium tabular-nums">{formatMoney(refund.amount, i18n.locale)}</span>
                  <span className="text-sm text-muted-foreground">
                    <Trans>
                      {when} by {who}
                    </Trans>
                  </span>
                </div>
                <p className="text-sm break-words">{refund.reason}</p>
                {refund.provider_reference ? (
                  <span className="font-mono text-xs break-all text-muted-foreground">
                    {refund.provider_reference}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </RecordSection>
  );
}

/** The provider's webhook events that recorded the payment or concern its subscription, newest first. */
export function PaymentEventsTab({ payment }: { payment: AdminPayment }) {
  const format = useDateFormat();
  const events = payment.webhook_events ?? [];
  return (
    <RecordSection
      title={<Trans>Provider’s webhook events</Trans>}
      description={<Trans>What the payment provider reported about this payment and its subscription.</Trans>}
    >
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No webhook events were recorded for this payment.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => (
            <li
              key={`${event.provider}-${event.event_id}`}
              className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono text-sm font-medium">{event.type}</span>
                <time
                  className="text-sm text-muted-foreground"
                  dateTime={new Date(event.provider_created_at).toISOString()}
                >
                  {format.moment(new Date(event.provider_created_at), 'dateTime')}
                </time>
              </div>
              <span className="font-mono text-xs break-all text-muted-foreground">{event.event_id}</span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
