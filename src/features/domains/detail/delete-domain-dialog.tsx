import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { deleteDomain, domainKeys, type Domain } from '@/api/queries/domains';
import { failureMessage } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';

interface DeleteDomainDialogProps {
  domain: Domain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * DELETE /domains/{domain}, behind the domain's name typed in full: the dialog first says everything
 * that goes with it, since none of it comes back. Once deleted, the list of domains.
 */
export function DeleteDomainDialog({ domain, open, onOpenChange }: DeleteDomainDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === domain.name;
  const tracking = domain.tracking_domains[0]?.hostname;

  async function remove() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteDomain(domain.id);
      queryClient.removeQueries({ queryKey: domainKeys.one(domain.id) });
      await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
      notify.success(t`${domain.name} deleted`);
      onOpenChange(false);
      await navigate({ to: '/domains' });
    } catch (error) {
      setFailure(failureMessage(error, msg`The domain could not be deleted. Try again.`, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setTyped('');
        setFailure(null);
      }}
      title={<Trans>Delete {domain.name}?</Trans>}
      description={
        <div className="grid gap-2">
          <p>
            <Trans>This cannot be undone. With the domain go:</Trans>
          </p>
          <ul className="list-disc pl-5">
            <li>
              <Trans>every event it received, and its figures;</Trans>
            </li>
            <li>
              <Trans>its API key, which stops working at once;</Trans>
            </li>
            <li>
              {tracking ? (
                <Trans>its tracking subdomain {tracking} and its certificate;</Trans>
              ) : (
                <Trans>its tracking subdomain, if it gets one;</Trans>
              )}
            </li>
            <li>
              <Trans>its destinations and their settings;</Trans>
            </li>
            <li>
              <Trans>its subscription, cancelled now without a refund.</Trans>
            </li>
          </ul>
        </div>
      }
      confirmLabel={<Trans>Delete domain</Trans>}
      onConfirm={() => void remove()}
      busy={busy}
      confirmDisabled={!matches}
      error={failure}
      initialFocus={field}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>
          <Trans>
            Type <span className="font-mono font-semibold">{domain.name}</span> to confirm
          </Trans>
        </Label>
        <Input
          id={id}
          ref={field}
          value={typed}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
