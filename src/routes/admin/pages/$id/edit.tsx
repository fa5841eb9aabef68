import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPagesQueries } from '@/api/queries/admin-pages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { EditPageScreen } from '@/features/admin-pages/edit/edit-page-screen';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/pages/$id/edit')({
  staticData: {
    permission: 'admin.pages.update',
    title: msg`Edit page`,
    description: msg`The page's content in each language.`,
    breadcrumbs: [{ label: msg`Pages`, to: '/admin/pages' }, { label: msg`Edit page` }],
  },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(queryClient.query({ ...adminPagesQueries.detail(params.id), staleTime: 'static' })),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: EditPageScreen,
});
