import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@/api/queries/subscriptions';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/money';

/** What was given back of an invoice: "Refunded" in full, or "Partly refunded" with the amount; nothing otherwise. */
export function InvoiceRefund({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  const refunded = invoice.refunded;
  if (!refunded || refunded.amount <= 0) return null;
  if (refunded.amount >= invoice.total.amount) {
    return (
      <Badge variant="secondary">
        <Trans>Refunded</Trans>
      </Badge>
    );
  }
  const amount = formatMoney(refunded, i18n.locale);
  return (
    <Badge variant="secondary" className="whitespace-normal">
      <Trans>Partly refunded: {amount}</Trans>
    </Badge>
  );
}
