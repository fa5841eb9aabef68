import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminPayment } from '@/api/queries/admin-payments';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { Fact, Facts, RecordSection } from '@/components/record-page/record-section';
import { useStaffInvoiceDownload } from './use-staff-invoice-download';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';
/** The id the server gives a payer whose account was deleted (the payment is kept, the person is not). */
const DELETED_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** The list of payments a link opens, filtered by `filter`. */
function PaymentsOf({ filter, children }: { filter: Record<string, string>; children: ReactNode }) {
  return (
    <Link to="/admin/payments" search={filter} className={`text-sm ${LINK}`}>
      {children}
    </Link>
  );
}

/**
 * A payment's overview: the money (paid, refunded, what is left), its invoice with the PDF, and who and
 * what it paid for (owner, domain and plan, each linking to their page and to their other payments).
 */
export function PaymentOverviewTab({ payment }: { payment: AdminPayment }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const { pending, download } = useStaffInvoiceDownload();
  const money = (amount: number) => formatMoney({ amount, currency: payment.amount.currency }, i18n.locale);
  const refunded = payment.refunded_amount ?? 0;
  const when = (at: Date | null | undefined) => (at ? format.moment(new Date(at), 'dateTime') : '—');
  const { invoice, domain, plan, user } = payment;
  const kinds = {
    new: <Trans>New subscription</Trans>,
    renewal: <Trans>Renewal</Trans>,
    change: <Trans>Plan change</Trans>,
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecordSection title={<Trans>Payment</Trans>}>
        <Facts>
          <Fact label={<Trans>Amount</Trans>}>{formatMoney(payment.amount, i18n.locale)}</Fact>
          <Fact label={<Trans>Refunded</Trans>}>{money(refunded)}</Fact>
          <Fact label={<Trans>Left to refund</Trans>}>{money(payment.amount.amount - refunded)}</Fact>
          <Fact label={<Trans>Kind</Trans>}>{payment.kind ? kinds[payment.kind] : '—'}</Fact>
          <Fact label={<Trans>Paid</Trans>}>{when(payment.paid_at)}</Fact>
          <Fact label={<Trans>Created</Trans>}>{when(payment.created_at)}</Fact>
          <Fact label={<Trans>Provider</Trans>}>{payment.provider === 'stripe' ? 'Stripe' : 'Sandbox'}</Fact>
          <Fact label={<Trans>Provider’s reference</Trans>}>
            <span className="font-mono text-xs break-all">{payment.provider_reference ?? '—'}</span>
          </Fact>
          {payment.notes ? <Fact label={<Trans>Staff notes</Trans>}>{payment.notes}</Fact> : null}
        </Facts>
      </RecordSection>
      <RecordSection
        title={<Trans>Invoice</Trans>}
        action={
          invoice?.pdf_url ? (
            <Button variant="outline" size="sm" loading={pending} onClick={() => void download(invoice)}>
              {pending ? null : <Download aria-hidden />}
              <Trans>Download PDF</Trans>
            </Button>
          ) : undefined
        }
      >
        {invoice ? (
          <Facts>
            <Fact label={<Trans>Number</Trans>}>
              <span className="font-mono text-xs">{invoice.number}</span>
            </Fact>
            <Fact label={<Trans>Total</Trans>}>{formatMoney(invoice.total, i18n.locale)}</Fact>
            <Fact label={<Trans>Refunded</Trans>}>
              {invoice.refunded ? formatMoney(invoice.refunded, i18n.locale) : '—'}
            </Fact>
            <Fact label={<Trans>Issued</Trans>}>{when(invoice.issued_at)}</Fact>
          </Facts>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>This payment has no invoice.</Trans>
          </p>
        )}
      </RecordSection>
      <RecordSection title={<Trans>Owner</Trans>}>
        <Facts>
          <Fact label={<Trans>Account</Trans>}>
            {user.id === DELETED_ACCOUNT ? (
              user.name
            ) : (
              <span className="grid gap-0.5">
                <Link to="/admin/users/$id" params={{ id: user.id }} className={LINK}>
                  {user.name}
                </Link>
                <span className="text-xs break-all text-muted-foreground">{user.email}</span>
              </span>
            )}
          </Fact>
          <Fact label={<Trans>Payments</Trans>}>
            <PaymentsOf filter={{ user_id: user.id }}>
              <Trans>All of the owner’s payments</Trans>
            </PaymentsOf>
          </Fact>
        </Facts>
      </RecordSection>
      <RecordSection title={<Trans>Domain and plan</Trans>}>
        <Facts>
          <Fact label={<Trans>Domain</Trans>}>
            {domain ? (
              <Link to="/admin/domains/$id" params={{ id: domain.id }} className={`break-all ${LINK}`}>
                {domain.name}
              </Link>
            ) : (
              <span>
                {payment.domain_name ?? '—'}{' '}
                <span className="text-muted-foreground">
                  <Trans>(deleted)</Trans>
                </span>
              </span>
            )}
            {payment.domain_id ? (
              <div>
                <PaymentsOf filter={{ domain_id: payment.domain_id }}>
                  <Trans>All of the domain’s payments</Trans>
                </PaymentsOf>
              </div>
            ) : null}
          </Fact>
          <Fact label={<Trans>Plan</Trans>}>
            {plan ? (
              <span className="grid gap-0.5">
                <span>{plan.name}</span>
                <PaymentsOf filter={{ plan_id: plan.id }}>
                  <Trans>All payments for this plan</Trans>
                </PaymentsOf>
              </span>
            ) : (
              '—'
            )}
          </Fact>
        </Facts>
      </RecordSection>
    </div>
  );
}
