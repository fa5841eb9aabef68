import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { pagesQueries } from '@/api/queries/pages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PageScreen } from '@/features/pages/page-screen';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';

// No title of its own: the page's title is its data's (the screen names the tab).
export const Route = createFileRoute('/_public/p/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    try {
      await queryClient.query({ ...pagesQueries.page(slug, locale), staleTime: 'static' });
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PageScreen,
});
