import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/support/')({
  staticData: {
    title: msg`Support`,
    description: msg`Your support tickets.`,
  },
  component: PlaceholderScreen,
});
