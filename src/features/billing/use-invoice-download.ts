import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { fetchInvoicePdf, type Invoice } from '@/api/queries/subscriptions';
import { failureMessage } from '@/components/form/form-failure';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';
import { notify } from '@/lib/notify';

/**
 * Downloads an invoice's PDF (with the bearer token, so not a plain link) and saves it under the
 * server's file name. Tells which invoice is on its way, so its button shows progress.
 */
export function useInvoiceDownload() {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<string | null>(null);

  const download = useCallback(
    async (invoice: Invoice) => {
      // Its button, busy, is disabled meanwhile, which drops the focus: it gets it back once done.
      const selector = `[data-invoice-download="${CSS.escape(invoice.id)}"]`;
      const hadFocus = document.activeElement?.matches(selector) === true;
      setPending(invoice.id);
      try {
        const { blob, disposition } = await fetchInvoicePdf(invoice.id);
        downloadBlob(fileNameOf(disposition, `invoice-${invoice.number}.pdf`), blob);
      } catch (error) {
        notify.error(failureMessage(error, msg`The invoice could not be downloaded. Try again.`, i18n));
      } finally {
        flushSync(() => setPending(null));
        if (hadFocus) document.querySelector<HTMLElement>(selector)?.focus();
      }
    },
    [i18n],
  );

  return { pending, download };
}
