import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pendingChallenge } from '@/features/auth/two-factor/two-factor-challenge';
import { TwoFactorScreen } from '@/features/auth/two-factor/two-factor-screen';

export const Route = createFileRoute('/_auth-card/auth/two-factor')({
  staticData: {
    requiresGuest: true,
    title: msg`Two-factor authentication`,
    description: msg`Enter the code from your authenticator app or a recovery code.`,
  },
  // Only a sign-in waiting for its second factor has anything to verify here.
  beforeLoad: async ({ context: { session } }) => {
    if (!pendingChallenge(await session.initialise(), Date.now())) throw redirect({ to: '/auth/login' });
  },
  component: TwoFactorScreen,
});
