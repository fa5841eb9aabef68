import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchInvoicePdf, type Invoice } from '@/api/queries/subscriptions';
import { failureMessage } from '@/components/form/form-failure';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';
import { notify } from '@/lib/notify';

/** Downloads a payment's invoice as its owner has it (staff may: admin.payments.view), under the server's name. */
export function useStaffInvoiceDownload() {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  async function download(invoice: Pick<Invoice, 'id' | 'number'>) {
    setPending(true);
    try {
      const { blob, disposition } = await fetchInvoicePdf(invoice.id);
      downloadBlob(fileNameOf(disposition, `invoice-${invoice.number}.pdf`), blob);
    } catch (error) {
      notify.error(failureMessage(error, msg`The invoice could not be downloaded. Try again.`, i18n));
    } finally {
      setPending(false);
    }
  }
  return { pending, download };
}
