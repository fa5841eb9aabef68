import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_public/p/$slug')({
  staticData: {
    title: msg`Page`,
  },
  component: PlaceholderScreen,
});
