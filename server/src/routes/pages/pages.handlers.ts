import { msg } from '@lingui/core/runtime-macro';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { pageView } from './page-view.ts';
import { findPublishedVersions } from './pages.repo.ts';

/** Where a page missing in the asked language is looked for next: English (the fallback), then Polish (the default). */
const FALLBACK_LANGUAGES: readonly Locale[] = ['en', 'pl'];

/** The public static pages, answered from memory. */
export function staticPageHandlers({ db }: AppContext): Handlers {
  const getPage: Handler<'getPage'> = async (request) => {
    const wanted = request.query.language ?? request.locale;
    const order = [wanted, ...FALLBACK_LANGUAGES.filter((language) => language !== wanted)];
    const versions = await findPublishedVersions(db, request.params.slug, order);
    const page = order.map((language) => versions.find((row) => row.language === language)).find(Boolean);
    if (!page) throw notFound(msg`This page does not exist`);
    return ok(pageView(page), request.t(msg`Page found`));
  };

  return { getPage: cachedRead(db, getPage) };
}
