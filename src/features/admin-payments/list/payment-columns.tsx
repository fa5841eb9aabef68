import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminPayment } from '@/api/queries/admin-payments';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { PaymentStatusBadge } from '../payment-status';

function When({ at }: { at: Date | null | undefined }) {
  const format = useDateFormat();
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={new Date(at).toISOString()} className="whitespace-nowrap">
      {format.moment(new Date(at), 'dateTime')}
    </time>
  );
}

function PaymentCell({ payment }: { payment: AdminPayment }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to="/admin/payments/$id"
        params={{ id: payment.id }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {payment.description}
      </Link>
      <span className="text-xs break-all text-muted-foreground">{payment.user.email}</span>
    </span>
  );
}

function Amount({ payment }: { payment: AdminPayment }) {
  const { i18n, t } = useLingui();
  const refunded = payment.refunded_amount ?? 0;
  const amount = formatMoney({ amount: refunded, currency: payment.amount.currency }, i18n.locale);
  return (
    <span className="grid justify-items-end">
      <span>{formatMoney(payment.amount, i18n.locale)}</span>
      {refunded > 0 ? <span className="text-xs text-muted-foreground">{t`${amount} refunded`}</span> : null}
    </span>
  );
}

/**
 * The payments list's columns: the payment (its description linked to its page, the payer's email
 * under it), amount with what was refunded, status, plan, when paid and created; provider and domain
 * hidden until chosen.
 */
export function usePaymentColumns(): readonly AdminColumn<AdminPayment>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { key: 'description', label: t`Payment`, cell: (payment) => <PaymentCell payment={payment} /> },
      {
        key: 'amount',
        label: t`Amount`,
        sortable: true,
        align: 'end',
        showFrom: 'always',
        className: 'tabular-nums whitespace-nowrap',
        cell: (payment) => <Amount payment={payment} />,
      },
      {
        key: 'status',
        label: t`Status`,
        sortable: true,
        foldLabel: false,
        cell: (payment) => (
          <PaymentStatusBadge status={payment.status} partlyRefunded={(payment.refunded_amount ?? 0) > 0} />
        ),
      },
      { key: 'plan', label: t`Plan`, showFrom: 'md', cell: (payment) => payment.plan?.name ?? '—' },
      { key: 'paid_at', label: t`Paid`, sortable: true, cell: (payment) => <When at={payment.paid_at} /> },
      {
        key: 'created_at',
        label: t`Created`,
        sortable: true,
        hiddenByDefault: true,
        cell: (payment) => <When at={payment.created_at} />,
      },
      {
        key: 'domain',
        label: t`Domain`,
        hiddenByDefault: true,
        className: 'break-all',
        cell: (payment) => payment.domain_name ?? '—',
      },
      {
        key: 'provider',
        label: t`Provider`,
        hiddenByDefault: true,
        cell: (payment) => (payment.provider === 'stripe' ? 'Stripe' : 'Sandbox'),
      },
    ],
    [t],
  );
}
