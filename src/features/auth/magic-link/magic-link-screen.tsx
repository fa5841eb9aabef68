import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useSessionStore } from '@/auth/session/session-context';
import { PageHeader } from '@/components/page/page-header';
import { buttonVariants } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AuthLink } from '@/features/auth/auth-link';
import { formFailure } from '@/components/form/form-failure';
import { sendMagicLink } from '@/api/queries/auth';
import { isMagicLinkToken, verifyMagicLink } from './magic-link';
import { MagicLinkRequestForm } from './magic-link-request-form';
import { MagicLinkSent } from './magic-link-sent';
import { SignInAttempt } from '@/features/auth/sign-in-attempt';

interface MagicLinkScreenProps {
  /** The token of the mailed link; without one the screen asks where to send a link. */
  token?: string;
  /** The address typed on the login screen, to start the request from. */
  email?: string;
}

/** /auth/magic-link: the request form and its check-your-mail state, or the landing of the mailed link. */
export function MagicLinkScreen({ token, email }: MagicLinkScreenProps) {
  const { t } = useLingui();
  return (
    <main className="grid gap-6">
      <PageHeader />
      {token ? <MagicLinkLanding key={token} token={token} /> : <MagicLinkRequest defaultEmail={email} />}
      <p className="text-center text-sm">
        <AuthLink to="/auth/login">{t`Back to sign in`}</AuthLink>
      </p>
    </main>
  );
}

function MagicLinkRequest({ defaultEmail }: { defaultEmail?: string }) {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState(false);

  async function send(to: string) {
    try {
      await sendMagicLink(to);
      notify.success(t`Magic link sent`);
      return null;
    } catch (error) {
      return formFailure(error, ['email'], msg`Failed to send magic link`, i18n);
    }
  }

  if (sent && email)
    return (
      <MagicLinkSent
        email={email}
        onResend={async () => {
          const failure = await send(email);
          return failure && (failure.message ?? failure.fields.email ?? null);
        }}
        onChangeEmail={() => setSent(false)}
      />
    );
  return (
    <MagicLinkRequestForm
      defaultEmail={email}
      onSubmit={async (values) => {
        const failure = await send(values.email);
        setEmail(values.email);
        if (!failure) setSent(true);
        return failure;
      }}
    />
  );
}

function MagicLinkLanding({ token }: { token: string }) {
  const session = useSessionStore();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const run = useCallback(async () => {
    // A token of the wrong shape cannot be one the server mailed: no call for it.
    if (!isMagicLinkToken(token)) return { detail: null };
    try {
      const next = await verifyMagicLink({ session }, token);
      await navigate({ href: next, replace: true });
      return undefined;
    } catch (error) {
      // The headline says 'Magic link verification failed' already; the detail is what the server said.
      const fallback = msg`Magic link verification failed`;
      const { message } = formFailure(error, [], fallback, i18n);
      return { detail: message === i18n._(fallback) ? null : message };
    }
  }, [i18n, navigate, session, token]);

  return (
    <SignInAttempt run={run} progress={t`Signing you in…`} failureTitle={t`Magic link verification failed`}>
      <Link to="/auth/magic-link" search={{}} className={buttonVariants()}>
        {t`Request a new link`}
      </Link>
    </SignInAttempt>
  );
}
