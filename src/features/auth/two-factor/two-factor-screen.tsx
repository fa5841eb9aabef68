import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionStore } from '@/auth/session/session-context';
import { PageHeader } from '@/components/page/page-header';
import { pendingChallenge } from './two-factor-challenge';
import { twoFactorFailure } from './two-factor-failure';
import { TwoFactorForm } from './two-factor-form';
import { submitTwoFactor } from './two-factor-submit';

/**
 * The two-factor challenge of a sign-in that answered `meta.requires_2fa` (login, magic link, social).
 * The challenge token is read once: once the code is accepted the session is signed in, and the screen
 * keeps showing until the navigation to the landing page is done.
 */
export function TwoFactorScreen() {
  const session = useSessionStore();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [challenge] = useState(() => pendingChallenge(session.getSnapshot().state, Date.now()));
  // The route's beforeLoad sends a visit without a challenge to login; this covers one that slipped by.
  if (!challenge) return <Navigate to="/auth/login" replace />;
  return (
    <main className="grid gap-6">
      <PageHeader />
      <TwoFactorForm
        onSubmit={async (code) => {
          try {
            const next = await submitTwoFactor({ session }, challenge, code);
            await navigate({ href: next, replace: true });
            return null;
          } catch (error) {
            return twoFactorFailure(error, i18n);
          }
        }}
      />
    </main>
  );
}
