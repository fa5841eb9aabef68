import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_auth-card/auth/login')({
  staticData: {
    requiresGuest: true,
    title: msg`Sign in`,
    description: msg`Track conversions from your own subdomain.`,
  },
  validateSearch: stringSearch('redirect', 'reason'),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  return <LoginScreen redirect={redirect} reason={reason} />;
}
