import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorSettingsScreen } from '@/features/account/two-factor/two-factor-settings-screen';

export const Route = createFileRoute('/_user/settings/two-factor')({
  staticData: {
    title: msg`Two-factor authentication`,
    description: msg`Protect your account with a second sign-in step.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Two-factor authentication` }],
  },
  component: TwoFactorSettingsScreen,
});
