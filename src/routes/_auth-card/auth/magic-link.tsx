import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MagicLinkScreen } from '@/features/auth/magic-link/magic-link-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_auth-card/auth/magic-link')({
  validateSearch: stringSearch('token', 'email'),
  staticData: {
    requiresGuest: true,
    title: msg`Sign in with a magic link`,
    description: msg`Get a one-time sign-in link by email.`,
  },
  component: MagicLinkRoute,
});

function MagicLinkRoute() {
  const { token, email } = Route.useSearch();
  return <MagicLinkScreen token={token} email={email} />;
}
