import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/register/register-screen';
import { settingsQueries } from '@/api/queries/settings';

export const Route = createFileRoute('/_split/auth/register')({
  staticData: {
    requiresGuest: true,
    title: msg`Create an account`,
    description: msg`Start tracking conversions from your own subdomain.`,
  },
  // Whether registration is open arrives with the screen; a failed fetch leaves the form on offer.
  loader: ({ context }) => context.queryClient.query(settingsQueries.site()).catch(() => undefined),
  component: RegisterScreen,
});
