import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationScreen } from '@/features/auth/email-verification/email-verification-screen';

export const Route = createFileRoute('/_auth-card/auth/email-verification')({
  staticData: {
    title: msg`Verify your email`,
    description: msg`Confirm your email address to use every part of Tracklane.`,
  },
  component: EmailVerificationScreen,
});
