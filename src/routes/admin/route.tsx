import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@/layouts/admin-layout';

// The admin area needs the admin role; each page under it adds its own permission (spec section 2).
export const Route = createFileRoute('/admin')({
  staticData: { layout: 'admin', requiresAuth: true, requiresAdmin: true },
  component: AdminLayout,
});
