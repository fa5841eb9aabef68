import { Trans, useLingui } from '@lingui/react/macro';
import { resumeSubscription } from '@/api/queries/subscriptions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useSubscriptionChange } from './use-subscription-change';

interface ResumeSubscriptionDialogProps {
  domain: { id: string; name: string };
  /**
   * When the subscription is a trial, the day it ends, as the screen writes it: a trial started without a
   * card, so nothing renews it (the billing portal has no card to show either).
   */
  trialEndsOn: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * POST /subscriptions/{domain}/resume: a subscription set to end renews again as before, charged to the
 * card it was paid with; a trial runs on to its end, and is kept past it by paying for the plan.
 */
export function ResumeSubscriptionDialog({
  domain,
  trialEndsOn,
  open,
  onOpenChange,
}: ResumeSubscriptionDialogProps) {
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
        trialEndsOn ? (
          <Trans>
            The trial runs until {trialEndsOn} as before. No card is on file, so nothing is charged then: to
            keep the plan after the trial, pay for it under Change plan.
          </Trans>
        ) : (
          <Trans>
            It renews at the end of the period as before, and is charged then on the card on file.
          </Trans>
        )
      }
      confirmLabel={<Trans>Resume subscription</Trans>}
      tone="default"
      onConfirm={() => void confirm()}
      busy={change.busy}
      error={change.failure}
    />
  );
}
