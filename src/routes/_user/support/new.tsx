import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/support/new')({
  staticData: {
    title: msg`New ticket`,
    description: msg`Ask our support team for help.`,
    breadcrumbs: [{ label: msg`Support`, to: '/support' }, { label: msg`New ticket` }],
  },
  component: PlaceholderScreen,
});
