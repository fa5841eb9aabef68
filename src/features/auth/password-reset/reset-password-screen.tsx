import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { resetPassword } from '@/api/queries/auth';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthLink } from '@/features/auth/auth-link';
import { formFailure } from '@/components/form/form-failure';
import { ResetPasswordForm } from './reset-password-form';
import { RESET_PASSWORD_FIELDS } from './reset-password-schema';

// The contract's ResetPasswordRequest.token: a token outside these lengths cannot be one the server made.
const TOKEN_LENGTH = { min: 32, max: 256 };

function isResetTokenShaped(token: string): boolean {
  return token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max;
}

interface ResetPasswordScreenProps {
  /** The reset token from the mailed link's path. */
  token: string;
  /** The address from the mailed link's query, filled in for the user. */
  email?: string;
}

/**
 * Sets a new password from a mailed link, then says so and offers the sign-in screen: the server signs
 * the account out everywhere and returns no token, so the new password is proved by signing in with it.
 */
export function ResetPasswordScreen({ token, email }: ResetPasswordScreenProps) {
  const { i18n } = useLingui();
  const [done, setDone] = useState(false);
  return (
    <main className="grid gap-6">
      <PageHeader />
      {!isResetTokenShaped(token) ? (
        <DamagedLink />
      ) : done ? (
        <section className="grid gap-4">
          <Alert
            variant="success"
            autoClose={false}
            title={<Trans>Your password has been changed</Trans>}
            description={<Trans>Sign in with your new password.</Trans>}
          />
          <Button asChild className="w-full">
            <Link to="/auth/login" replace>
              <Trans>Sign in</Trans>
            </Link>
          </Button>
        </section>
      ) : (
        <ResetPasswordForm
          defaultEmail={email}
          onSubmit={async (values) => {
            try {
              await resetPassword({ token, ...values });
              setDone(true);
              return null;
            } catch (error) {
              return formFailure(error, RESET_PASSWORD_FIELDS, msg`Failed to reset password`, i18n);
            }
          }}
        />
      )}
    </main>
  );
}

/** A link cut short or garbled on its way (the server would only name a length rule): ask for a new one. */
function DamagedLink() {
  return (
    <section className="grid gap-4">
      <Alert
        variant="destructive"
        autoClose={false}
        description={<Trans>This password reset link is incomplete or damaged. Request a new one.</Trans>}
      />
      <Button asChild className="w-full">
        <Link to="/auth/forgot-password">
          <Trans>Request a new one</Trans>
        </Link>
      </Button>
      <p className="text-center text-sm">
        <AuthLink to="/auth/login">
          <Trans>Back to sign in</Trans>
        </AuthLink>
      </p>
    </section>
  );
}
