import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/settings/page-mapping')({
  staticData: {
    permission: 'admin.settings.view',
    title: msg`Page mapping`,
    description: msg`Which pages serve as the terms, the privacy policy and the like.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/admin/settings' }, { label: msg`Page mapping` }],
  },
  component: PlaceholderScreen,
});
