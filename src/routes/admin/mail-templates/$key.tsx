import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminMailTemplatesQueries } from '@/api/queries/admin-mail-templates';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { MailTemplateScreen } from '@/features/admin-mail-templates/edit/mail-template-screen';
import { validateTemplateSearch } from '@/features/admin-mail-templates/edit/template-search';

export const Route = createFileRoute('/admin/mail-templates/$key')({
  validateSearch: validateTemplateSearch,
  staticData: {
    permission: 'admin.mail-templates.view',
    title: msg`Edit mail template`,
    description: msg`A mail's subject and text in one language.`,
    breadcrumbs: [
      { label: msg`Mail templates`, to: '/admin/mail-templates' },
      { label: msg`Edit mail template` },
    ],
  },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.query({ ...adminMailTemplatesQueries.languages(), staleTime: 'static' }),
      queryClient.query({ ...adminMailTemplatesQueries.builtInKeys(), staleTime: 'static' }),
      queryClient.query({ ...adminMailTemplatesQueries.saved(params.key), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: MailTemplateScreen,
});
