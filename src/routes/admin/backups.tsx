import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/backups')({
  staticData: {
    permission: 'admin.backups.view',
    title: msg`Backups`,
    description: msg`Database backups: run, download and clean up.`,
  },
  component: PlaceholderScreen,
});
