import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminMailTemplatesQueries } from '@/api/queries/admin-mail-templates';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { MailTemplatesScreen } from '@/features/admin-mail-templates/matrix/mail-templates-screen';

export const Route = createFileRoute('/admin/mail-templates/')({
  staticData: {
    permission: 'admin.mail-templates.view',
    title: msg`Mail templates`,
    description: msg`The emails the platform sends, in each language.`,
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...adminMailTemplatesQueries.languages(), staleTime: 'static' }),
      queryClient.query({ ...adminMailTemplatesQueries.builtInKeys(), staleTime: 'static' }),
      queryClient.query({ ...adminMailTemplatesQueries.saved(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: MailTemplatesScreen,
});
