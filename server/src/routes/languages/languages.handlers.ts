import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import {
  findLanguage,
  listLanguages,
  readTranslations,
  translationCompletion,
  type LanguageRow,
} from './languages.repo.ts';

type LanguageView = components['schemas']['Language'];

function languageView(row: LanguageRow, completion: Map<string, number>): LanguageView {
  return {
    code: row.code,
    name: row.name,
    native: row.native,
    flag: row.flag,
    is_active: row.isActive,
    is_default: row.isDefault,
    completion: completion.get(row.code) ?? (completion.size ? 0 : 100),
  };
}

/** The interface languages and their server-side messages, answered from memory. */
export function languageListHandlers({ db }: AppContext): Handlers {
  const listLanguagesHandler: Handler<'listLanguages'> = async (request) => {
    const [rows, completion] = await Promise.all([listLanguages(db), translationCompletion(db)]);
    return ok(
      rows.map((row) => languageView(row, completion)),
      request.t(msg`Languages`),
    );
  };

  const listActiveLanguages: Handler<'listActiveLanguages'> = async (request) => {
    const [rows, completion] = await Promise.all([
      listLanguages(db, { activeOnly: true }),
      translationCompletion(db),
    ]);
    return ok(
      rows.map((row) => languageView(row, completion)),
      request.t(msg`Available languages`),
    );
  };

  const getLanguage: Handler<'getLanguage'> = async (request) => {
    const row = await findLanguage(db, request.params.locale);
    if (!row) throw notFound(msg`This language is not available`);
    const completion = await translationCompletion(db);
    return ok(languageView(row, completion), request.t(msg`Language ${{ name: row.native }}`));
  };

  const getTranslations: Handler<'getTranslations'> = async (request) => {
    const row = await findLanguage(db, request.params.locale);
    if (!row?.isActive) throw notFound(msg`This language is not available`);
    const messages = await readTranslations(db, row.code, request.query.group);
    return ok(messages, request.t(msg`Translations of ${{ name: row.native }}`));
  };

  return {
    listLanguages: cachedRead(db, listLanguagesHandler),
    listActiveLanguages: cachedRead(db, listActiveLanguages),
    getLanguage: cachedRead(db, getLanguage),
    getTranslations: cachedRead(db, getTranslations),
  };
}
