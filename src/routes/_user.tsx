import { createFileRoute } from '@tanstack/react-router';
import { UserLayout } from '@/layouts/user-layout';

// Every route under this layout needs a signed-in user (spec section 2, signed-in routes).
export const Route = createFileRoute('/_user')({
  staticData: { layout: 'user', requiresAuth: true },
  component: UserLayout,
});
