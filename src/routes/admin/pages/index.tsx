import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/pages/')({
  staticData: {
    permission: 'admin.pages.view',
    title: msg`Pages`,
    description: msg`Static pages such as the privacy policy.`,
  },
  component: PlaceholderScreen,
});
