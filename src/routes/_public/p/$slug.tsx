import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { pagesQueries } from '@/api/queries/pages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PageScreen } from '@/features/pages/page-screen';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { orNotFound } from '@/routes/-lib/not-found';

// No title of its own: the page's title is its data's (the screen names the tab).
export const Route = createFileRoute('/_public/p/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    await orNotFound(queryClient.query({ ...pagesQueries.page(slug, locale), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PageScreen,
});
