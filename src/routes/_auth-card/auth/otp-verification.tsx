import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_auth-card/auth/otp-verification')({
  staticData: {
    requiresGuest: true,
    title: msg`One-time code`,
    description: msg`Enter the one-time code we sent you.`,
  },
  component: PlaceholderScreen,
});
