import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminLanguagesQueries } from '@/api/queries/admin-languages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { LanguagesScreen } from '@/features/admin-languages/list/languages-screen';

// No validateSearch: the screen reads and defaults its URL state itself, so no rules join the first load.
export const Route = createFileRoute('/admin/languages/')({
  staticData: {
    permission: 'admin.languages.view',
    title: msg`Languages`,
    description: msg`Interface languages and their translations.`,
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...adminLanguagesQueries.list(), staleTime: 'static' }),
      queryClient.query({ ...adminLanguagesQueries.groups(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: LanguagesScreen,
});
