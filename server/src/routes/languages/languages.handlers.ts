import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { builtInCatalogs } from '../../lib/built-in-catalogs.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { servedOverrides } from './language-messages.ts';
import { languageCompletion, languageView } from './language-view.ts';
import { findLanguage, listLanguages } from './languages.repo.ts';
import { cachedOverrides } from './cached-overrides.ts';

/** Spec section 9: translations are cached for 30 minutes (every save drops them at once). */
const TRANSLATIONS_MAX_AGE_MS = 30 * 60_000;

/** The interface languages and their server-side messages, answered from memory. */
export function languageListHandlers({ db }: AppContext): Handlers {
  const listLanguagesHandler: Handler<'listLanguages'> = async (request) => {
    const rows = await listLanguages(db);
    const completion = await languageCompletion(db, rows);
    return ok(
      rows.map((row) => languageView(row, completion)),
      request.t(msg`Languages`),
    );
  };

  const listActiveLanguages: Handler<'listActiveLanguages'> = async (request) => {
    const rows = await listLanguages(db, { activeOnly: true });
    const completion = await languageCompletion(db, rows);
    return ok(
      rows.map((row) => languageView(row, completion)),
      request.t(msg`Available languages`),
    );
  };

  const getLanguage: Handler<'getLanguage'> = async (request) => {
    const row = await findLanguage(db, request.params.locale);
    if (!row) throw notFound(msg`This language is not available`);
    const completion = await languageCompletion(db, [row]);
    return ok(languageView(row, completion), request.t(msg`Language ${{ name: row.native }}`));
  };

  const getTranslations: Handler<'getTranslations'> = async (request) => {
    const row = await findLanguage(db, request.params.locale);
    if (!row?.isActive) throw notFound(msg`This language is not available`);
    const [catalogs, rows] = await Promise.all([builtInCatalogs(), cachedOverrides(db, row.code)]);
    const { texts, compiled } = servedOverrides(catalogs, rows, request.query.group);
    return { ...ok(texts, request.t(msg`Translations of ${{ name: row.native }}`)), compiled };
  };

  return {
    listLanguages: cachedRead(db, listLanguagesHandler),
    listActiveLanguages: cachedRead(db, listActiveLanguages),
    getLanguage: cachedRead(db, getLanguage),
    getTranslations: cachedRead(db, getTranslations, { maxAgeMs: TRANSLATIONS_MAX_AGE_MS }),
  };
}
