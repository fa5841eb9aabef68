import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: the settings area opens on its general page.
export const Route = createFileRoute('/admin/settings/')({
  staticData: { permission: 'admin.settings.view' },
  beforeLoad: () => {
    throw redirect({ to: '/admin/settings/$group', params: { group: 'general' }, replace: true });
  },
});
