import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { pagesQueries } from '@/api/queries/pages';
import { PageHeader } from '@/components/page/page-header';
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales';
import { useDocumentTitleText } from '@/lib/document-title';
import { MarkdownContent } from './markdown-content';

const route = getRouteApi('/_public/p/$slug');

/** The text repeats the title as its first heading: shown once, as the page's title. */
function withoutLeadingTitle(content: string, title: string): string {
  const [first = '', ...rest] = content.trimStart().split('\n');
  return first.replace(/^#\s+/, '').trim() === title.trim() ? rest.join('\n') : content;
}

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
      <PageHeader title={page.title} description={page.meta_description ?? undefined} />
      <article>
        <MarkdownContent source={withoutLeadingTitle(page.content, page.title)} />
      </article>
    </main>
  );
}
