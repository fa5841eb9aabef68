import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { AdminPayment } from '@/api/queries/admin-payments';
import { formFailure } from '@/components/form/form-failure';
import { REASON_MAX, REASON_MIN } from '@/components/ui/confirm-action';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatMoney } from '@/lib/money';
import { checkTextLimits } from '@/lib/text-limits';
import { amountText, parseAmount } from './refund-amount';

type RefundDialogProps = {
  payment: AdminPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Refunds `amount` (minor units) with why; rejecting keeps the dialog open with the refusal under its field. */
  onRefund: (input: { amount: number; reason: string }) => Promise<unknown>;
};

/**
 * Refunds a payment, whole or part: the amount starts at what is left of it (typed in the reader's
 * way, in the payment's currency) and the reason is required (3–500 characters, kept in the activity
 * log). The server's refusal shows under its field (more than is left, the provider's reason under the
 * amount) and what was typed stays.
 */
export function RefundDialog({ payment, open, onOpenChange, onRefund }: RefundDialogProps) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const reasonId = useId();
  const amountField = useRef<HTMLInputElement>(null);
  const { currency } = payment.amount;
  const left = payment.amount.amount - (payment.refunded_amount ?? 0);
  const [amount, setAmount] = useState(() => amountText(left, currency, i18n.locale));
  const [reason, setReason] = useState('');
  const [judged, setJudged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ amount?: string; reason?: string; message: string | null } | null>(
    null,
  );

  const leftText = formatMoney({ amount: left, currency }, i18n.locale);
  const parsed = parseAmount(amount, currency);
  const amountRule =
    parsed === null || parsed < 1
      ? t`Enter an amount such as ${amountText(left, currency, i18n.locale)}`
      : parsed > left
        ? t`At most ${leftText} can be refunded`
        : null;
  const reasonRule = checkTextLimits(reason.trim(), {
    required: true,
    minLength: REASON_MIN,
    maxLength: REASON_MAX,
  });
  const amountError = refusal?.amount ?? (judged ? amountRule : null);
  const reasonError = refusal?.reason ?? (judged && reasonRule ? i18n._(reasonRule) : null);

  function reset() {
    setAmount(amountText(left, currency, i18n.locale));
    setReason('');
    setJudged(false);
    setRefusal(null);
  }

  async function confirm() {
    setJudged(true);
    if (amountRule || reasonRule || parsed === null) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onRefund({ amount: parsed, reason: reason.trim() });
      reset();
      onOpenChange(false);
    } catch (error) {
      const failure = formFailure(
        error,
        ['amount', 'reason', 'status'],
        msg`The refund did not go through. Try again.`,
        i18n,
      );
      setRefusal({
        amount: failure.fields.amount,
        reason: failure.fields.reason,
        message: failure.fields.status ?? failure.message,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t`Refund this payment?`}
      description={
        <Trans>
          The money goes back through the payment’s provider and the owner is told by mail. {leftText} of it
          can still be refunded.
        </Trans>
      }
      confirmLabel={<Trans>Refund</Trans>}
      onConfirm={confirm}
      busy={busy}
      error={refusal?.message}
      initialFocus={amountField}
    >
      <div className="grid gap-2">
        <Label htmlFor={amountId}>
          <Trans>Amount in {currency}</Trans>
        </Label>
        <Input
          id={amountId}
          ref={amountField}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            if (refusal?.amount) setRefusal({ ...refusal, amount: undefined });
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>
          <Trans>Reason</Trans>
        </Label>
        <Textarea
          id={reasonId}
          value={reason}
          rows={3}
          maxLength={REASON_MAX}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (refusal?.reason) setRefusal({ ...refusal, reason: undefined });
          }}
          onBlur={() => {
            if (reason !== '') setJudged(true);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
