import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/password-reset/reset-password-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_auth-card/auth/reset-password/$token')({
  validateSearch: stringSearch('email'),
  staticData: {
    requiresGuest: true,
    title: msg`Set a new password`,
    description: msg`Choose a new password for your account.`,
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  const { email } = Route.useSearch();
  return <ResetPasswordScreen token={token} email={email} />;
}
