import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { forgotPassword } from '@/api/queries/auth';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { AuthLink } from '@/features/auth/auth-link';
import { formFailure } from '@/components/form/form-failure';
import { ForgotPasswordForm } from './forgot-password-form';
import { FORGOT_PASSWORD_FIELDS } from './forgot-password-schema';

/** Forgot password: the address, then a confirmation that never tells whether the address has an account. */
export function ForgotPasswordScreen() {
  const { i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  return (
    <main className="grid gap-6">
      <PageHeader />
      {sentTo === null ? (
        <ForgotPasswordForm
          defaultEmail={lastEmail}
          onSubmit={async (values) => {
            try {
              await forgotPassword(values);
              setLastEmail(values.email);
              setSentTo(values.email);
              return null;
            } catch (error) {
              return formFailure(
                error,
                FORGOT_PASSWORD_FIELDS,
                msg`Failed to send password reset email`,
                i18n,
              );
            }
          }}
        />
      ) : (
        <ResetLinkSent email={sentTo} onRetry={() => setSentTo(null)} />
      )}
    </main>
  );
}

/** The same words whether or not the address has an account, so the screen cannot be used to find one. */
function ResetLinkSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <section className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm"
      >
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="grid gap-1">
          <p className="font-medium">
            <Trans>Check your email</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>
              If an account exists for {email}, we have sent it a link to set a new password. The link works
              for 60 minutes.
            </Trans>
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Use a different email</Trans>
      </Button>
      <p className="text-center text-sm">
        <AuthLink to="/auth/login">
          <Trans>Back to sign in</Trans>
        </AuthLink>
      </p>
    </section>
  );
}
