import { createFileRoute } from '@tanstack/react-router';
import { SimpleLayout } from '@/layouts/column-layouts';

export const Route = createFileRoute('/_simple')({
  staticData: { layout: 'simple' },
  component: SimpleLayout,
});
