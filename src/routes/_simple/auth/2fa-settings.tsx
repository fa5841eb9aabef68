import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorOpenScreen } from '@/features/account/two-factor/two-factor-open-screen';

export const Route = createFileRoute('/_simple/auth/2fa-settings')({
  staticData: {
    title: msg`Two-factor settings`,
    description: msg`Protect your account with a second sign-in step.`,
  },
  component: TwoFactorOpenScreen,
});
