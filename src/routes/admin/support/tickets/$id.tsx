import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/support/tickets/$id')({
  staticData: {
    permission: 'admin.support.view',
    title: msg`Support ticket`,
    description: msg`The conversation with the user.`,
    breadcrumbs: [{ label: msg`Support`, to: '/admin/support' }, { label: msg`Support ticket` }],
  },
  component: PlaceholderScreen,
});
