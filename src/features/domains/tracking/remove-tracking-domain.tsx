import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';

interface RemoveTrackingDomainProps {
  hostname: string;
  remove: () => Promise<unknown>;
  removing: boolean;
  label: string;
}

/** Removes the tracking subdomain after a confirmation; a refusal stays in the dialog to try again. */
export function RemoveTrackingDomain({ hostname, remove, removing, label }: RemoveTrackingDomainProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <div>
      <Button
        variant="outline"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Remove {hostname}?</Trans>}
        description={
          <Trans>
            Tracking through this subdomain stops at once. Events sent to it are lost until you set up a
            subdomain again.
          </Trans>
        }
        confirmLabel={<Trans>Remove subdomain</Trans>}
        busy={removing}
        error={error}
        onConfirm={() => {
          setError(null);
          remove().then(
            () => {
              setOpen(false);
              notify.success(t`Tracking subdomain removed`);
            },
            (failure: unknown) => {
              setError(
                isApiError(failure) && failure.message
                  ? failure.message
                  : t`The tracking subdomain could not be removed`,
              );
            },
          );
        }}
      />
    </div>
  );
}
