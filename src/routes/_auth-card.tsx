import { createFileRoute } from '@tanstack/react-router';
import { AuthCardLayout } from '@/layouts/auth-card-layout';

export const Route = createFileRoute('/_auth-card')({
  staticData: { layout: 'auth-card' },
  component: AuthCardLayout,
});
