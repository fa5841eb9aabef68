import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSessionStore } from '@/auth/session/session-context';
import { isSignedIn } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { buttonVariants } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { SignInAttempt, type SignInAttemptFailure } from '@/features/auth/sign-in-attempt';
import { socialFailure } from './social-failure';
import { callbackQuery, completeSocialSignIn } from './social-callback';
import { PROVIDER_NAMES, type SocialProvider } from '@/lib/social-providers';
import { CONNECTED_ACCOUNTS_PATH } from './social-sign-in';

/** Where the confirm screen is; the callback sends the user there when the server cannot match the account. */
export const SOCIAL_CONFIRM_PATH = '/auth/social/confirm';

interface SocialCallbackScreenProps {
  provider: SocialProvider;
  code?: string;
  state?: string;
  /** Set by the provider instead of a code, e.g. `access_denied` when the user cancelled. */
  error?: string;
}

/**
 * /auth/social/{provider}/callback: finishes the flow the provider sent the browser back from. A sign-in
 * lands where login would (toast first); a second factor goes to the two-factor step; a provider account
 * connected from the settings goes back there; an account the server cannot match by email goes to the
 * confirm screen; anything else shows 'Social login failed' with the way back.
 */
export function SocialCallbackScreen({ provider, code, state, error }: SocialCallbackScreenProps) {
  const session = useSessionStore();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  // Signed in here means the flow connects an account from the settings (sign-in starts signed out).
  const connecting = isSignedIn(useSession().state);
  const name = PROVIDER_NAMES[provider];

  const run = useCallback(async (): Promise<SignInAttemptFailure | undefined> => {
    const query = callbackQuery({ code, state, error });
    // A cancelled or mangled return is not worth a call: the state would be spent for nothing.
    if (!query) return { detail: error === 'access_denied' ? t`The sign-in was cancelled.` : null };
    try {
      const outcome = await completeSocialSignIn({ session }, provider, query);
      if (outcome.kind === 'connected') notify.success(outcome.message);
      if (outcome.kind === 'signed-in') notify.success(t`Social login successful`);
      await navigate({ href: outcome.next, replace: true });
      return undefined;
    } catch (failed) {
      const fallback = msg`Social login failed`;
      const failure = socialFailure(failed, fallback, i18n);
      if (failure.kind === 'confirm') {
        await navigate({
          to: SOCIAL_CONFIRM_PATH,
          search: { provider },
          state: { socialMessage: failure.message },
          replace: true,
        });
        return undefined;
      }
      // The headline says 'Social login failed' already; the detail is what the server said.
      return { detail: failure.message === i18n._(fallback) ? null : failure.message };
    }
  }, [code, error, i18n, navigate, provider, session, state, t]);

  return (
    <main className="grid gap-6">
      <PageHeader />
      <SignInAttempt
        run={run}
        progress={connecting ? t`Connecting ${name}…` : t`Signing you in with ${name}…`}
        failureTitle={t`Social login failed`}
      >
        <Link to={connecting ? CONNECTED_ACCOUNTS_PATH : '/auth/login'} className={buttonVariants()}>
          {connecting ? t`Back to connected accounts` : t`Back to sign in`}
        </Link>
      </SignInAttempt>
    </main>
  );
}
