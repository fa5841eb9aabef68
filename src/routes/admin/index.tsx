import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: /admin opens the admin dashboard.
export const Route = createFileRoute('/admin/')({
  staticData: { permission: 'admin.dashboard.view' },
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
