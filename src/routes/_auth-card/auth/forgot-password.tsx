import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/password-reset/forgot-password-screen';

export const Route = createFileRoute('/_auth-card/auth/forgot-password')({
  staticData: {
    requiresGuest: true,
    title: msg`Forgot your password?`,
    description: msg`Get a link by email to set a new password.`,
  },
  component: ForgotPasswordScreen,
});
