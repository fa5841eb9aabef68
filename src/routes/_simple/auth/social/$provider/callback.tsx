import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SocialCallbackScreen } from '@/features/auth/social/social-callback-screen';
import { socialProviderParams } from '@/routes/-lib/params';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_simple/auth/social/$provider/callback')({
  params: socialProviderParams,
  validateSearch: stringSearch('code', 'state', 'error'),
  // Not guest-only, unlike the other sign-in routes: a provider account connected from the settings
  // (`link=true`) returns here too, signed in, and the server then connects instead of signing in.
  staticData: {
    title: msg`Social sign-in`,
    description: msg`Completes your sign-in with an external provider.`,
  },
  component: SocialCallbackRoute,
});

function SocialCallbackRoute() {
  const { provider } = Route.useParams();
  const { code, state, error } = Route.useSearch();
  return <SocialCallbackScreen provider={provider} code={code} state={state} error={error} />;
}
