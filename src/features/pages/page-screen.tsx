import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { pagesQueries } from '@/api/queries/pages';
import { StaticPageArticle } from '@/components/static-page/static-page-article';
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales';
import { useDocumentTitleText } from '@/lib/document-title';

const route = getRouteApi('/_public/p/$slug');

/**
 * /p/{slug}: a static page (privacy policy, terms of service…) in the active language, or in the
 * language the server falls back to, which the text is marked with.
 */
export function PageScreen() {
  const { slug } = route.useParams();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { data: page } = useSuspenseQuery(pagesQueries.page(slug, locale));
  useDocumentTitleText(page.title);
  return (
    <main className="grid content-start gap-6" lang={page.language}>
      <StaticPageArticle
        title={page.title}
        metaDescription={page.meta_description ?? null}
        content={page.content}
      />
    </main>
  );
}
