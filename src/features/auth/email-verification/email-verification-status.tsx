import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { dashboardPath } from '@/auth/guard/guard-user';
import type { SessionUser } from '@/auth/session/session-machine';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { AuthLink } from '@/features/auth/auth-link';
import { ResendVerificationButton } from './resend-verification-button';

interface EmailVerificationStatusProps {
  /** The signed-in user; null for a visitor. */
  user: SessionUser | null;
  /** True while the session is still finding out who is signed in. */
  loading: boolean;
  /** Signs out and leaves for the sign-in screen ("wrong account?"). */
  onSignOut: () => void;
  /** Sends the verification mail again; the real call when not given. */
  send?: () => Promise<string>;
}

/**
 * Whether the signed-in user's address is verified, and what to do about it: open the mailed link, have
 * it sent again, or sign out. A visitor who is not signed in is asked to sign in first, since the status
 * and the mail belong to an account.
 */
export function EmailVerificationStatus({ user, loading, onSignOut, send }: EmailVerificationStatusProps) {
  if (loading) return <Loader className="justify-self-center" />;
  if (!user) return <SignInFirst />;
  const email = user.email;
  if (user.email_verified) {
    return (
      <section className="grid gap-4">
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          <Trans>Verified</Trans>
        </Badge>
        <p className="text-sm">
          <Trans>Your email address {email} is verified.</Trans>
        </p>
        <Button asChild>
          <Link to={dashboardPath(user)}>
            <Trans>Go to dashboard</Trans>
          </Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="grid gap-4">
      <Badge variant="warning">
        <MailWarning aria-hidden="true" />
        <Trans>Not verified</Trans>
      </Badge>
      <p className="text-sm">
        <Trans>
          We sent a verification link to {email}. Open it to confirm your address; it works for 60 minutes.
        </Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>No mail? Check your spam folder, or have the link sent again.</Trans>
      </p>
      <ResendVerificationButton send={send} />
      <p className="text-center text-sm text-muted-foreground">
        <Trans>Wrong account?</Trans>{' '}
        <Button variant="link" className="h-auto p-0" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </Button>
      </p>
    </section>
  );
}

function SignInFirst() {
  return (
    <section className="grid gap-4">
      <p className="text-sm">
        <Trans>
          Sign in to see whether your email address is verified, or to get a new verification link.
        </Trans>
      </p>
      <Button asChild>
        <Link to="/auth/login">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>No account yet?</Trans>{' '}
        <AuthLink to="/auth/register">
          <Trans>Create an account</Trans>
        </AuthLink>
      </p>
    </section>
  );
}
