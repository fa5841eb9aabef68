import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminPaymentKeys, adminPaymentsQueries, refundAdminPayment } from '@/api/queries/admin-payments';
import { useAccess } from '@/auth/abilities/ability-context';
import { RecordHeader, type RecordAction } from '@/components/record-page/record-header';
import { RecordTabs } from '@/components/record-page/record-tabs';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PaymentStatusBadge } from '../payment-status';
import { PaymentEventsTab, PaymentRefundsTab } from './payment-history-tabs';
import { PaymentOverviewTab } from './payment-overview-tab';
import { paymentTabOf, validatePaymentSearch, type PaymentTab } from './payment-tabs';
import { RefundDialog } from './refund-dialog';

const routeApi = getRouteApi('/admin/payments/$id');

/**
 * /admin/payments/$id: one payment (GET /admin/payments/{id}, loaded by the route) with its invoice and
 * PDF, owner, domain and plan, its refunds and the provider's webhook events, in tabs kept in the URL.
 * Staff allowed to change payments refund it, whole or part, with a reason.
 */
export function PaymentScreen() {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const { id } = routeApi.useParams();
  const tab = paymentTabOf(routeApi.useSearch());
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const { allowsAny } = useAccess();
  const { data: payment } = useSuspenseQuery(adminPaymentsQueries.detail(id));
  const [refunding, setRefunding] = useState(false);
  const left = payment.amount.amount - (payment.refunded_amount ?? 0);
  const refundable = payment.status === 'succeeded' && left > 0 && allowsAny(['admin.payments.update']);

  const actions: RecordAction[] = refundable
    ? [
        {
          id: 'refund',
          label: <Trans>Refund</Trans>,
          icon: <Undo2 aria-hidden />,
          onSelect: () => setRefunding(true),
        },
      ]
    : [];

  async function refund(input: { amount: number; reason: string }) {
    const changed = await refundAdminPayment(payment.id, input);
    queryClient.setQueryData(adminPaymentKeys.detail(payment.id), changed);
    await queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
    const amount = formatMoney({ amount: input.amount, currency: payment.amount.currency }, i18n.locale);
    notify.success(t`${amount} refunded`);
  }

  const tabs: { id: PaymentTab; label: string; content: ReactNode }[] = [
    { id: 'overview', label: t`Overview`, content: <PaymentOverviewTab payment={payment} /> },
    {
      id: 'refunds',
      label: t`Refunds (${payment.refunds?.length ?? 0})`,
      content: <PaymentRefundsTab payment={payment} />,
    },
    { id: 'events', label: t`Webhook events`, content: <PaymentEventsTab payment={payment} /> },
  ];
  const amount = formatMoney(payment.amount, i18n.locale);
  const when = payment.paid_at ? format.moment(new Date(payment.paid_at), 'dateTime') : null;

  return (
    <main className="grid min-w-0 content-start gap-6">
      <RecordHeader
        title={payment.description}
        status={
          <PaymentStatusBadge status={payment.status} partlyRefunded={(payment.refunded_amount ?? 0) > 0} />
        }
        subtitle={
          when ? (
            <Trans>
              {amount}, paid {when}
            </Trans>
          ) : (
            amount
          )
        }
        actions={actions}
      />
      <RecordTabs
        label={t`Sections of the payment’s page`}
        tabs={tabs}
        value={tab}
        onValueChange={(next) =>
          void navigate({ to: '.', search: validatePaymentSearch({ tab: next }), replace: true })
        }
      />
      {refundable ? (
        <RefundDialog payment={payment} open={refunding} onOpenChange={setRefunding} onRefund={refund} />
      ) : null}
    </main>
  );
}
