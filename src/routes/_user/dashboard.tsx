import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/dashboard')({
  staticData: {
    title: msg`Dashboard`,
    description: msg`Your domains, events and conversions at a glance.`,
  },
  component: PlaceholderScreen,
});
