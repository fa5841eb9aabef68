import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { cancelSubscription } from '@/api/queries/subscriptions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useSubscriptionChange } from './use-subscription-change';

interface CancelSubscriptionDialogProps {
  domain: { id: string; name: string };
  /** When the paid period ends, as the screen writes it; null when the provider has not said. */
  endsOn: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * POST /subscriptions/{domain}/cancel at the period's end, with an optional reason for the staff: the
 * domain keeps its plan until then, and the subscription can be resumed until then.
 */
export function CancelSubscriptionDialog({
  domain,
  endsOn,
  open,
  onOpenChange,
}: CancelSubscriptionDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const change = useSubscriptionChange(domain.id);
  const name = domain.name;

  async function confirm() {
    if (await change.run(() => cancelSubscription(domain.id, reason.trim()))) {
      notify.success(t`The subscription of ${name} will end at the end of the period.`);
      onOpenChange(false);
      setReason('');
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        change.clearFailure();
      }}
      title={<Trans>Cancel the subscription of {name}?</Trans>}
      description={
        endsOn ? (
          <Trans>
            The domain keeps its plan until {endsOn}, then stops tracking. You can resume the subscription
            until then. Nothing is refunded.
          </Trans>
        ) : (
          <Trans>
            The domain keeps its plan until the end of the paid period, then stops tracking. You can resume
            the subscription until then. Nothing is refunded.
          </Trans>
        )
      }
      confirmLabel={<Trans>Cancel subscription</Trans>}
      onConfirm={() => void confirm()}
      busy={change.busy}
      error={change.failure}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>
          <Trans>Why are you leaving? (optional)</Trans>
        </Label>
        <Textarea
          id={id}
          value={reason}
          maxLength={1000}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
