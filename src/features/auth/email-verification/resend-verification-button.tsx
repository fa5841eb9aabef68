import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { apiMessages } from '@/api/api-messages';
import { sendVerificationEmail } from '@/api/queries/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { formFailure } from '@/components/form/form-failure';

interface ResendVerificationButtonProps {
  /** Sends the mail; resolves with the server's message. The real call by default. */
  send?: () => Promise<string>;
  variant?: 'default' | 'outline';
}

/**
 * Mails the signed-in user a fresh verification link: the 'email sent' toast of spec section 8 (in the
 * server's words, which say where it went), or the failure beside the button, the server's message
 * preferred over 'Failed to send verification email'.
 */
export function ResendVerificationButton({
  send = sendVerificationEmail,
  variant = 'default',
}: ResendVerificationButtonProps) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await send();
      // The API layer's 'Success' stands in for a server that said nothing; our own words say more.
      const told = message.trim() !== '' && message !== i18n._(apiMessages.success);
      notify.success(told ? message : t`Verification email sent`);
    } catch (error) {
      setFailure(formFailure(error, [], msg`Failed to send verification email`, i18n).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      {failure ? <Alert variant="destructive" autoClose={false} description={failure} /> : null}
      <Button variant={variant} loading={busy} onClick={() => void resend()}>
        {busy ? null : <Mail aria-hidden="true" />}
        <Trans>Send the link again</Trans>
      </Button>
    </div>
  );
}
