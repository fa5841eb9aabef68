import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/layouts/column-layouts';

export const Route = createFileRoute('/_public')({
  staticData: { layout: 'public' },
  component: PublicLayout,
});
