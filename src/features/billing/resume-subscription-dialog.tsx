import { Trans, useLingui } from '@lingui/react/macro';
import { resumeSubscription } from '@/api/queries/subscriptions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useSubscriptionChange } from './use-subscription-change';

interface ResumeSubscriptionDialogProps {
  domain: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** POST /subscriptions/{domain}/resume: a subscription set to end renews again as before. */
export function ResumeSubscriptionDialog({ domain, open, onOpenChange }: ResumeSubscriptionDialogProps) {
  const { t } = useLingui();
  const change = useSubscriptionChange(domain.id);
  const name = domain.name;

  async function confirm() {
    if (await change.run(() => resumeSubscription(domain.id))) {
      notify.success(t`The subscription of ${name} renews again.`);
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        change.clearFailure();
      }}
      title={<Trans>Resume the subscription of {name}?</Trans>}
      description={
        <Trans>It renews at the end of the period as before, and is charged then on the card on file.</Trans>
      }
      confirmLabel={<Trans>Resume subscription</Trans>}
      tone="default"
      onConfirm={() => void confirm()}
      busy={change.busy}
      error={change.failure}
    />
  );
}
