import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_split/auth/register')({
  staticData: {
    requiresGuest: true,
    title: msg`Create an account`,
    description: msg`Start tracking conversions from your own subdomain.`,
  },
  component: PlaceholderScreen,
});
