import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/events/')({
  staticData: {
    title: msg`Events`,
    description: msg`Every conversion event your domains received.`,
  },
  component: PlaceholderScreen,
});
