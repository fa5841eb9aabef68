import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { dashboardPath } from '@/auth/guard/guard-user';
import type { SessionUser } from '@/auth/session/session-machine';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { ResendVerificationButton } from './resend-verification-button';

/** Where the verification of a mailed link stands. */
export type VerifyOutcome =
  { kind: 'pending' } | { kind: 'verified'; alreadyVerified: boolean } | { kind: 'failed'; message: string };

interface VerifyEmailOutcomeProps {
  outcome: VerifyOutcome;
  /** The signed-in user, or null for a visitor who opened the link signed out. */
  user: SessionUser | null;
  /** Sends the verification mail again; the real call when not given. */
  send?: () => Promise<string>;
}

/**
 * The verify link page's body: progress, then the verified address with the way on (the dashboard, or
 * sign in), or why the link failed with the way to a new one (sent at once when signed in).
 */
export function VerifyEmailOutcome({ outcome, user, send }: VerifyEmailOutcomeProps) {
  const { t } = useLingui();
  if (outcome.kind === 'pending') {
    return (
      <Card className="items-center">
        <Loader size="lg" showLabel label={t`Verifying your email address…`} />
      </Card>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <Card>
        <Alert
          variant="success"
          autoClose={false}
          title={
            outcome.alreadyVerified ? (
              <Trans>Your email address was already verified</Trans>
            ) : (
              <Trans>Your email address has been verified</Trans>
            )
          }
          description={
            user ? (
              <Trans>Everything in Tracklane is open to you now.</Trans>
            ) : (
              <Trans>Sign in to continue.</Trans>
            )
          }
        />
        <ContinueButton user={user} />
      </Card>
    );
  }
  return (
    <Card>
      <Alert variant="destructive" autoClose={false} description={outcome.message} />
      {user && !user.email_verified ? (
        <ResendVerificationButton send={send} />
      ) : (
        <ContinueButton user={user} />
      )}
    </Card>
  );
}

/** The way on: the user's dashboard when signed in, else the sign-in screen. */
function ContinueButton({ user }: { user: SessionUser | null }) {
  return (
    <Button asChild>
      {user ? (
        <Link to={dashboardPath(user)} replace>
          <Trans>Go to dashboard</Trans>
        </Link>
      ) : (
        <Link to="/auth/login" replace>
          <Trans>Sign in</Trans>
        </Link>
      )}
    </Button>
  );
}
