import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_user/settings/')({
  staticData: {
    title: msg`Settings`,
    description: msg`Your profile, password and security.`,
  },
  component: PlaceholderScreen,
});
