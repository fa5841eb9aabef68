import { createFileRoute } from '@tanstack/react-router';
import { SplitLayout } from '@/layouts/split-layout';

export const Route = createFileRoute('/_split')({
  staticData: { layout: 'split' },
  component: SplitLayout,
});
