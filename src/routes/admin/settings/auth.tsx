import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/settings/auth')({
  staticData: {
    permission: 'admin.settings.view',
    title: msg`Sign-in settings`,
    description: msg`Registration, sign-in methods and security rules.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/admin/settings' }, { label: msg`Sign-in settings` }],
  },
  component: PlaceholderScreen,
});
