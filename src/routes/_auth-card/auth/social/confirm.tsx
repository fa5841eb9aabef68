import { msg } from '@lingui/core/macro';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { saveReturnUrl } from '@/auth/guard/return-url';
import { SocialConfirmScreen } from '@/features/auth/social/social-confirm-screen';
import { socialProviderOf } from '@/lib/social-providers';
import { useStartSocialSignIn } from '@/features/auth/social/use-start-social-sign-in';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_auth-card/auth/social/confirm')({
  validateSearch: stringSearch('provider'),
  staticData: {
    requiresGuest: true,
    title: msg`Confirm social sign-in`,
    description: msg`Confirm how to use the account you signed in with.`,
  },
  component: SocialConfirmRoute,
});

function SocialConfirmRoute() {
  const { provider } = Route.useSearch();
  // The callback hands the server's reason over in the history entry, not in a URL anyone could craft.
  const message = useRouterState({ select: (state) => state.location.state.socialMessage });
  const retry = useStartSocialSignIn();
  return (
    <SocialConfirmScreen
      provider={socialProviderOf(provider)}
      message={message}
      keepReturnUrl={saveReturnUrl}
      onRetry={retry}
    />
  );
}
