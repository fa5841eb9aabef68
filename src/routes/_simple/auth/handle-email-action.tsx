import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_simple/auth/handle-email-action')({
  staticData: {
    requiresGuest: true,
    title: msg`Email action`,
    description: msg`Confirms an action started from a link in your email.`,
  },
  component: PlaceholderScreen,
});
