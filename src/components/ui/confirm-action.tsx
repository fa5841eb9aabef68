import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formFailure } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { checkTextLimits } from '@/lib/text-limits';

/** The contract's audit reason: 3 to 500 characters (`AuditReason`, `AdminUserSuspendRequest`). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** What the user filled in: the reason, trimmed ('' when none was asked). */
export type ConfirmInput = { reason: string };

export type ConfirmActionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What happens, and for a destructive action what goes with it; may hold a list. */
  description: ReactNode;
  /** The confirming button's words, naming the action ("Suspend"), never a bare "OK". */
  confirmLabel: ReactNode;
  /** Red for what is lost or stopped (the default), plain for what is given back (reactivating). */
  tone?: 'destructive' | 'default';
  /** Asks why, required: 3–500 characters with a counter, sent to `onConfirm` as `reason`. */
  reason?: boolean;
  /** The reason field's label; "Reason" by default. */
  reasonLabel?: ReactNode;
  /** For what cannot be undone: the record's name (an email, a domain) to type in full before confirming. */
  typedName?: string;
  /**
   * Runs the action. Resolving closes the dialog and clears it; rejecting keeps it open with what was
   * typed: a 422 on `reason` shows under the reason field, anything else above the buttons.
   */
  onConfirm: (input: ConfirmInput) => Promise<unknown>;
  /** What a failure says when the server gave no message of its own. */
  failure?: MessageDescriptor;
  /** More to read before confirming (what deleting takes with it), under the description. */
  children?: ReactNode;
};

/**
 * The admin panel's one confirmation, in three strengths: plain; with a required reason (kept in the
 * audit trail); or, for destructive actions, with the record's name typed in full (both may be asked).
 * The dialog owns what is typed, its busy state and the server's refusal, so a screen only says what the
 * action is and runs it:
 *
 *   <ConfirmAction open={open} onOpenChange={setOpen} reason
 *     title={t`Suspend ${user.email}?`} description={…} confirmLabel={t`Suspend`}
 *     onConfirm={({ reason }) => suspendUser(user.id, reason)} />
 */
export function ConfirmAction({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'destructive',
  reason: asksReason = false,
  reasonLabel,
  typedName,
  onConfirm,
  failure: fallback = msg`That did not work. Try again.`,
  children,
}: ConfirmActionProps) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const nameId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [judged, setJudged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ reason?: string; message: string | null } | null>(null);

  const reasonRule = asksReason
    ? checkTextLimits(reason.trim(), { required: true, minLength: REASON_MIN, maxLength: REASON_MAX })
    : null;
  const reasonError = refusal?.reason ?? (judged && reasonRule ? i18n._(reasonRule) : null);
  const nameMatches =
    typedName === undefined || typed.trim().toLowerCase() === typedName.trim().toLowerCase();

  function clear() {
    setReason('');
    setTyped('');
    setJudged(false);
    setRefusal(null);
  }

  async function confirm() {
    setJudged(true);
    if (reasonRule || !nameMatches) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm({ reason: asksReason ? reason.trim() : '' });
      clear();
      onOpenChange(false);
    } catch (error) {
      const failure = formFailure(error, ['reason'], fallback, i18n);
      setRefusal({
        reason: asksReason ? failure.fields.reason : undefined,
        // A refusal of the reason this dialog does not ask for is still said, above the buttons.
        message: failure.message ?? (asksReason ? null : (failure.fields.reason ?? null)),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clear();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      tone={tone}
      onConfirm={confirm}
      busy={busy}
      confirmDisabled={!nameMatches}
      error={refusal?.message}
      initialFocus={asksReason ? reasonField : typedName === undefined ? undefined : nameField}
    >
      {children}
      {asksReason ? (
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{reasonLabel ?? <Trans>Reason</Trans>}</Label>
          <Textarea
            id={reasonId}
            ref={reasonField}
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
      ) : null}
      {typedName === undefined ? null : (
        <div className="grid gap-2">
          <Label htmlFor={nameId} className="block leading-normal">
            <Trans>
              Type <span className="font-mono font-semibold break-all">{typedName}</span> to confirm
            </Trans>
          </Label>
          <Input
            id={nameId}
            ref={nameField}
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
