import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { fetchInvoicePdf, type Invoice } from '@/api/queries/subscriptions';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';
import { notify } from '@/lib/notify';

/**
 * Downloads an invoice's PDF (with the bearer token, so not a plain link) and saves it under the
 * server's file name. Tells which invoice is on its way, so its button shows progress.
 */
export function useInvoiceDownload() {
  const { t } = useLingui();
  const [pending, setPending] = useState<string | null>(null);

  const download = useCallback(
    async (invoice: Invoice) => {
      setPending(invoice.id);
      try {
        const { blob, disposition } = await fetchInvoicePdf(invoice.id);
        downloadBlob(fileNameOf(disposition, `invoice-${invoice.number}.pdf`), blob);
      } catch (error) {
        notify.error(
          isApiError(error) && error.message
            ? error.message
            : t`The invoice could not be downloaded. Try again.`,
        );
      } finally {
        setPending(null);
      }
    },
    [t],
  );

  return { pending, download };
}
