import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { terminateOtherSessions } from '@/api/queries/auth-sessions';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formFailure } from '@/components/form/form-failure';

interface SignOutOthersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An account with a password confirms with it; a social-only one has none to give. */
  hasPassword: boolean;
  /** Called once the other browsers are signed out. */
  onDone: () => void;
}

/**
 * DELETE /auth/sessions/terminate-others behind a confirmation, with the password when the account has
 * one, so a stolen session cannot lock its owner out. A wrong password shows under the field.
 */
export function SignOutOthersDialog({ open, onOpenChange, hasPassword, onDone }: SignOutOthersDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close(next: boolean) {
    if (!next) {
      setPassword('');
      setPasswordError(null);
      setError(null);
    }
    onOpenChange(next);
  }

  async function confirm() {
    if (hasPassword && password === '') {
      setPasswordError(t`Password is required`);
      return;
    }
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      const count = (await terminateOtherSessions(hasPassword ? password : undefined)).terminated_count;
      notify.success(
        t`${plural(count, { one: 'Signed out # other browser', other: 'Signed out # other browsers' })}`,
      );
      onDone();
      close(false);
    } catch (failure) {
      const shown = formFailure(failure, ['password'], msg`Failed to sign out the other browsers`, i18n);
      setPasswordError(shown.fields.password ?? null);
      setError(shown.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={<Trans>Sign out all other browsers?</Trans>}
      description={
        <Trans>
          Every browser and device signed in to your account, except this one, is signed out at once.
        </Trans>
      }
      confirmLabel={<Trans>Sign out other browsers</Trans>}
      onConfirm={confirm}
      busy={busy}
      error={error}
      initialFocus={hasPassword ? passwordRef : undefined}
    >
      {hasPassword ? (
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans>Your password</Trans>
          </Label>
          <Input
            ref={passwordRef}
            id={id}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
            error={passwordError}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
