import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { NewPageScreen } from '@/features/admin-pages/edit/new-page-screen';
import { validateNewPageSearch } from '@/features/admin-pages/edit/new-page-search';

export const Route = createFileRoute('/admin/pages/new')({
  validateSearch: validateNewPageSearch,
  staticData: {
    permission: 'admin.pages.create',
    title: msg`New page`,
    description: msg`A static page, in one language to begin with.`,
    breadcrumbs: [{ label: msg`Pages`, to: '/admin/pages' }, { label: msg`New page` }],
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: NewPageScreen,
});
