import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/domains')({
  staticData: {
    permission: 'admin.domains.view',
    title: msg`Domains`,
    description: msg`Every tracked domain on the platform.`,
  },
  component: PlaceholderScreen,
});
