import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login/login-screen';
import { settingsQueries } from '@/api/queries/settings';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_auth-card/auth/login')({
  staticData: {
    requiresGuest: true,
    title: msg`Sign in`,
    description: msg`Track conversions from your own subdomain.`,
  },
  validateSearch: stringSearch('redirect', 'reason'),
  // The site settings (demo accounts) arrive with the screen rather than after it, so nothing moves once
  // it shows; a failed fetch only leaves them out.
  loader: ({ context }) => context.queryClient.query(settingsQueries.site()).catch(() => undefined),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  return <LoginScreen redirect={redirect} reason={reason} />;
}
