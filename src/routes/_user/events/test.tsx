import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/events/test')({
  staticData: {
    title: msg`Test events`,
    description: msg`Send a test event and see how it arrives.`,
    breadcrumbs: [{ label: msg`Events`, to: '/events' }, { label: msg`Test events` }],
  },
  component: PlaceholderScreen,
});
