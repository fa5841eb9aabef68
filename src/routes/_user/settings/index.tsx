import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsOverview } from '@/features/account/settings-overview';

export const Route = createFileRoute('/_user/settings/')({
  staticData: {
    title: msg`Settings`,
    description: msg`Your profile, password and security.`,
  },
  component: SettingsOverview,
});
