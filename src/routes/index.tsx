import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec section 2: the root sends everyone to the login screen (which sends signed-in users on).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true });
  },
});
