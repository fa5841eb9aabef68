import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/settings/general')({
  staticData: {
    permission: 'admin.settings.view',
    title: msg`General settings`,
    description: msg`The site's name, contact and defaults.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/admin/settings' }, { label: msg`General settings` }],
  },
  component: PlaceholderScreen,
});
