import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { failureMessage } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before the saved template is replaced by the built-in text (its edits are lost). */
export function ResetTemplateDialog({
  open,
  onOpenChange,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onReset();
      onOpenChange(false);
    } catch (failure) {
      setError(failureMessage(failure, msg`The template could not be reset. Try again.`, i18n));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Reset to the built-in text?</Trans>}
      description={
        <Trans>
          The name, subject and both bodies go back to the text the product ships; your edits in this language
          are lost. The activity log keeps them.
        </Trans>
      }
      confirmLabel={<Trans>Reset to built-in</Trans>}
      onConfirm={confirm}
      busy={busy}
      error={error}
    />
  );
}
