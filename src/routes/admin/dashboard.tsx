import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminDashboardQueries } from '@/api/queries/admin-dashboard';
import { AdminDashboardScreen } from '@/features/admin-dashboard/admin-dashboard-screen';

export const Route = createFileRoute('/admin/dashboard')({
  staticData: {
    permission: 'admin.dashboard.view',
    title: msg`Admin dashboard`,
    description: msg`The state of the platform at a glance.`,
  },
  // The read starts beside the screen's chunk and is not waited for: the screen shows its placeholders
  // (as many as the caller's sections) until the figures come, and its own error card, which asks again.
  loader: ({ context: { queryClient } }) => {
    queryClient.query(adminDashboardQueries.dashboard()).catch(() => undefined);
  },
  component: AdminDashboardScreen,
});
