import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';

export const Route = createFileRoute('/_auth-card/auth/login')({
  staticData: {
    requiresGuest: true,
    title: msg`Sign in`,
    description: msg`Track conversions from your own subdomain.`,
  },
  component: LoginScreen,
});
