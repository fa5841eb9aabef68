import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/analytics')({
  staticData: {
    title: msg`Analytics`,
    description: msg`Conversions and events over time.`,
  },
  component: PlaceholderScreen,
});
