import { useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface MagicLinkSentProps {
  email: string;
  /** Sends the link again; resolves with what to show when that failed, or null once sent. */
  onResend: () => Promise<string | null>;
  /** Back to the form, to send the link somewhere else. */
  onChangeEmail: () => void;
}

/**
 * After the request: where to look, how long the link works (the contract: once, 15 minutes) and what to
 * do when nothing arrives. The server answers alike for unknown addresses, so neither does this screen.
 */
export function MagicLinkSent({ email, onResend, onChangeEmail }: MagicLinkSentProps) {
  const { t } = useLingui();
  const [resending, setResending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend() {
    setResending(true);
    setMessage(null);
    setMessage(await onResend());
    setResending(false);
  }

  return (
    <section aria-labelledby="magic-link-sent" className="grid gap-4">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id="magic-link-sent" className="font-medium">
            {t`Check your email`}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t`If an account uses ${email}, a sign-in link is on its way. It works once, within 15 minutes.`}
          </p>
        </div>
      </div>
      {message ? <Alert variant="destructive" autoClose={false} description={message} /> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" loading={resending} onClick={() => void resend()}>
          {t`Send the link again`}
        </Button>
        <Button variant="ghost" disabled={resending} onClick={onChangeEmail}>
          {t`Use another email address`}
        </Button>
      </div>
    </section>
  );
}
