import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { twoFactorQueries } from '@/api/queries/auth-two-factor';
import { isSignedIn } from '@/auth/session/session-machine';
import { screenErrorSaying, ScreenPending } from '@/components/page/screen-states';
import { TwoFactorOpenScreen } from '@/features/account/two-factor/two-factor-open-screen';

export const Route = createFileRoute('/_simple/auth/2fa-settings')({
  staticData: {
    title: msg`Two-factor settings`,
    description: msg`Protect your account with a second sign-in step.`,
  },
  // A visitor gets the page about two-factor; a signed-in user their settings, whose status loads first.
  loader: async ({ context: { queryClient, session } }) => {
    if (isSignedIn(session.getSnapshot().state))
      await queryClient.query({ ...twoFactorQueries.status(), staleTime: 'static' });
  },
  pendingComponent: ScreenPending,
  errorComponent: screenErrorSaying(msg`Failed to get 2FA status`),
  component: TwoFactorOpenScreen,
});
