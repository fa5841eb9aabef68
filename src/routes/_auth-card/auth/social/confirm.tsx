import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_auth-card/auth/social/confirm')({
  staticData: {
    requiresGuest: true,
    title: msg`Confirm social sign-in`,
    description: msg`Confirm how to use the account you signed in with.`,
  },
  component: PlaceholderScreen,
});
