import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import type { Invoice } from '@/api/queries/subscriptions';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import { InvoiceRefund } from './invoice-refund';
import { InvoiceStatusBadge } from './invoice-status-badge';

function Amount({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  return formatMoney(invoice.total, i18n.locale);
}

function Issued({ at }: { at: Date }) {
  const format = useDateFormat();
  return (
    <time dateTime={new Date(at).toISOString()} className="whitespace-nowrap">
      {format.moment(at, 'day')}
    </time>
  );
}

/** The billing period the invoice is for, as one span of days; nothing for an invoice without one. */
function Period({ invoice }: { invoice: Invoice }) {
  const format = useDateFormat();
  if (!invoice.period_start || !invoice.period_end) return null;
  return (
    <span className="whitespace-nowrap">{format.momentRange(invoice.period_start, invoice.period_end)}</span>
  );
}

function DownloadButton({
  invoice,
  busy,
  onDownload,
}: {
  invoice: Invoice;
  busy: boolean;
  onDownload: () => void;
}) {
  const { t } = useLingui();
  const number = invoice.number;
  // A draft has no PDF yet.
  if (invoice.pdf_url === null) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={busy}
      onClick={onDownload}
      data-invoice-download={invoice.id}
      aria-label={t`Download invoice ${number} as PDF`}
    >
      {busy ? null : <Download aria-hidden />}
      <span className="hidden md:inline">
        <Trans>PDF</Trans>
      </span>
    </Button>
  );
}

/**
 * The invoices list's columns. On a phone the number (with the domain under it), the amount and the
 * download stay; the rest show from `sm` up, the billing period from `lg`. The status says what was
 * refunded of the invoice, if anything.
 */
export function useInvoiceColumns(
  pending: string | null,
  onDownload: (invoice: Invoice) => Promise<void>,
): readonly AdminColumn<Invoice>[] {
  return useMemo(
    () => [
      {
        key: 'number',
        label: <Trans>Number</Trans>,
        sortable: true,
        cell: (invoice) => (
          <span className="grid gap-0.5">
            <span className="font-mono text-xs font-medium">{invoice.number}</span>
            <span className="text-xs break-all text-muted-foreground sm:hidden">{invoice.domain_name}</span>
          </span>
        ),
      },
      {
        key: 'domain_name',
        label: <Trans>Domain</Trans>,
        className: 'break-all',
        // Under the number on a phone already.
        foldOnPhone: false,
        cell: (invoice) => invoice.domain_name,
      },
      {
        key: 'period',
        label: <Trans>Period</Trans>,
        showFrom: 'lg',
        foldOnPhone: false,
        cell: (invoice) => <Period invoice={invoice} />,
      },
      {
        key: 'total',
        label: <Trans>Amount</Trans>,
        sortable: true,
        align: 'end',
        showFrom: 'always',
        className: 'tabular-nums whitespace-nowrap',
        cell: (invoice) => <Amount invoice={invoice} />,
      },
      {
        key: 'status',
        label: <Trans>Status</Trans>,
        foldOnPhone: false,
        cell: (invoice) => (
          <span className="flex flex-wrap gap-1">
            <InvoiceStatusBadge status={invoice.status} />
            <InvoiceRefund invoice={invoice} />
          </span>
        ),
      },
      {
        key: 'issued_at',
        label: <Trans>Issued</Trans>,
        sortable: true,
        foldOnPhone: false,
        cell: (invoice) => <Issued at={invoice.issued_at} />,
      },
      {
        key: 'download',
        label: <Trans>Download</Trans>,
        align: 'end',
        showFrom: 'always',
        // What the list is for: never hidden.
        hideable: false,
        cell: (invoice) => (
          <DownloadButton
            invoice={invoice}
            busy={pending === invoice.id}
            onDownload={() => void onDownload(invoice)}
          />
        ),
      },
    ],
    [pending, onDownload],
  );
}
