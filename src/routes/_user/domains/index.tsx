import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/domains/')({
  staticData: {
    title: msg`Domains`,
    description: msg`The domains you track conversions for.`,
  },
  component: PlaceholderScreen,
});
