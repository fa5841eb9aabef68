import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/account/profile/profile-screen';

export const Route = createFileRoute('/_user/settings/profile')({
  staticData: {
    title: msg`Profile`,
    description: msg`Your name, photo and contact details.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Profile` }],
  },
  component: ProfileScreen,
});
