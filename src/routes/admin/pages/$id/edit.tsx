import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/pages/$id/edit')({
  staticData: {
    permission: 'admin.pages.update',
    title: msg`Edit page`,
    description: msg`The page's content in each language.`,
    breadcrumbs: [{ label: msg`Pages`, to: '/admin/pages' }, { label: msg`Edit page` }],
  },
  component: PlaceholderScreen,
});
