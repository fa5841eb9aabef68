import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSessionStore } from '@/auth/session/session-context';
import { SESSION_EXPIRED_REASON } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { loginFailure } from './login-failure';
import { LoginForm } from './login-form';
import { submitLogin } from './login-submit';
import { settingsQueries } from '@/api/queries/settings';
import { SocialSignInButtons } from '@/features/auth/social/social-sign-in-buttons';
import { useStartSocialSignIn } from '@/features/auth/social/use-start-social-sign-in';

interface LoginScreenProps {
  /** Where the guard found the user going, honoured after sign-in when same-origin. */
  redirect?: string;
  /** Why the user was signed out, if that is how they came here. */
  reason?: string;
}

/**
 * The sign-in screen: why the user is here (a time-out, an expired session), the form, the other ways in
 * (magic link, the social providers the server offers) and, while registration is open, the way to join.
 */
export function LoginScreen({ redirect, reason }: LoginScreenProps) {
  const session = useSessionStore();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { data: settings } = useQuery(settingsQueries.site());
  const providers = settings?.social_login_enabled ? settings.social_providers : [];
  const startSocial = useStartSocialSignIn(redirect);

  return (
    <main className="grid gap-6">
      <PageHeader />
      <SignedOutNotice reason={reason} />
      <LoginForm
        demoAccounts={settings?.demo_mode ? settings.demo_accounts : undefined}
        alternatives={<SocialSignInButtons providers={providers} onStart={startSocial} />}
        onSubmit={async (values) => {
          try {
            const next = await submitLogin({ session }, values, redirect);
            await navigate({ href: next, replace: true });
            return null;
          } catch (error) {
            return loginFailure(error, i18n);
          }
        }}
      />
      {settings?.registration_enabled === false ? null : (
        <p className="text-center text-sm text-muted-foreground">
          {t`No account yet?`}{' '}
          <Link to="/auth/register" className="font-medium text-primary underline-offset-4 hover:underline">
            {t`Create an account`}
          </Link>
        </p>
      )}
    </main>
  );
}

// Sessions the server stopped honouring: a refused token or refresh, or a call answered 401.
const EXPIRED: readonly string[] = ['verify_failed', 'refresh_failed', SESSION_EXPIRED_REASON];

/** Why the user was signed out: from the link that brought them, else from the session that just ended. */
function SignedOutNotice({ reason: linked }: { reason: string | undefined }) {
  const { t } = useLingui();
  const { state } = useSession();
  const reason = linked ?? (state.status === 'anonymous' ? state.reason : null);
  if (reason === 'session_timeout')
    return (
      <Alert
        variant="warning"
        autoClose={false}
        description={t`You were signed out because you were inactive for too long.`}
      />
    );
  if (reason !== null && EXPIRED.includes(reason))
    return (
      <Alert
        variant="warning"
        autoClose={false}
        description={t`Your session has expired. Please sign in again.`}
      />
    );
  return null;
}
