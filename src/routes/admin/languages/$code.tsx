import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminLanguagesQueries } from '@/api/queries/admin-languages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TranslationEditorScreen } from '@/features/admin-languages/editor/translation-editor-screen';

// No validateSearch: the editor reads and defaults its URL state itself (see the languages list). No
// description either: the editor's own header says what the page holds.
export const Route = createFileRoute('/admin/languages/$code')({
  staticData: {
    permission: 'admin.languages.view',
    title: msg`Translations`,
    breadcrumbs: [{ label: msg`Languages`, to: '/admin/languages' }, { label: msg`Translations` }],
  },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.query({ ...adminLanguagesQueries.detail(params.code), staleTime: 'static' }),
      queryClient.query({ ...adminLanguagesQueries.groups(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TranslationEditorScreen,
});
