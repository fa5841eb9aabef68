import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/support/tickets/$id')({
  staticData: {
    title: msg`Support ticket`,
    description: msg`The conversation about this request.`,
    breadcrumbs: [{ label: msg`Support`, to: '/support' }, { label: msg`Support ticket` }],
  },
  component: PlaceholderScreen,
});
