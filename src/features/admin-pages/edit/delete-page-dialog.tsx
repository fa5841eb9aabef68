import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminPage } from '@/api/queries/admin-pages';
import { failureMessage } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before deleting one language's version of a page; the server keeps a mapped page's last version. */
export function DeletePageDialog({
  page,
  open,
  onOpenChange,
  onDelete,
}: {
  page: AdminPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = page.title;
  const address = `/p/${page.slug}`;
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
    } catch (failure) {
      setError(failureMessage(failure, msg`The page could not be deleted. Try again.`, i18n));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Delete {title}?</Trans>}
      description={
        <Trans>
          This language’s version goes; the other languages of {address} stay. Visitors of this language then
          read another language’s version, or the not-found page.
        </Trans>
      }
      confirmLabel={<Trans>Delete version</Trans>}
      onConfirm={confirm}
      busy={busy}
      error={error}
    />
  );
}
