import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

// The sign-in form arrives with its own screen; until then the card shows the title and description.
export const Route = createFileRoute('/_auth-card/auth/login')({
  staticData: {
    requiresGuest: true,
    title: msg`Sign in`,
    description: msg`Track conversions from your own subdomain.`,
  },
  component: PlaceholderScreen,
});
