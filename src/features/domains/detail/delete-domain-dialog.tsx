import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deleteDomain, domainKeys, type Domain } from '@/api/queries/domains';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';

interface DeleteDomainDialogProps {
  domain: Domain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * DELETE /domains/{domain}, behind the domain's name typed in full (the shared ConfirmAction): the
 * dialog first says everything that goes with it, since none of it comes back. Once deleted, the list
 * of domains.
 */
export function DeleteDomainDialog({ domain, open, onOpenChange }: DeleteDomainDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tracking = domain.tracking_domains[0]?.hostname;

  return (
    <ConfirmAction
      open={open}
      onOpenChange={onOpenChange}
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
      typedName={domain.name}
      failure={msg`The domain could not be deleted. Try again.`}
      onConfirm={async () => {
        await deleteDomain(domain.id);
        queryClient.removeQueries({ queryKey: domainKeys.one(domain.id) });
        await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
        notify.success(t`${domain.name} deleted`);
        // Closed at once, not when the list has opened: the page under it has nothing left to show.
        onOpenChange(false);
        await navigate({ to: '/domains' });
      }}
    />
  );
}
