import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_auth-card/auth/two-factor')({
  staticData: {
    requiresGuest: true,
    title: msg`Two-factor authentication`,
    description: msg`Enter the code from your authenticator app or a recovery code.`,
  },
  component: PlaceholderScreen,
});
