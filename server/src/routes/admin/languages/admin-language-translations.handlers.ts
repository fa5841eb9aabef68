import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { builtInCatalogs, catalogMessageRef } from '../../../lib/built-in-catalogs.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { languageMessageStates } from '../../languages/language-messages.ts';
import { findLanguage, listLanguages } from '../../languages/languages.repo.ts';
import { inTranslationChange } from '../../languages/translation-changes.ts';
import { cachedOverrides } from '../../languages/cached-overrides.ts';
import { insertMissingOverrides, type OverrideValues } from '../../languages/translation-overrides.repo.ts';
import { editorPage, messageCounts } from './admin-language-messages.ts';
import { languageNotFound, languageSubject } from './admin-language-subject.ts';
import { saveTranslations } from './save-translations.ts';

const defaultNotSynced = msg`The default language is what others are synced from`;

/** The staff's reads and writes of a language's translations: overrides over the built-in catalogs. */
export function adminLanguageTranslationHandlers({ db }: AppContext): Handlers {
  async function oneLanguage(code: string) {
    const row = await findLanguage(db, code);
    if (!row) throw notFound(languageNotFound);
    return row;
  }

  /** Every message in language `code`, as its overrides and the built-in catalogs make it. */
  async function statesOf(code: string) {
    const [catalogs, rows] = await Promise.all([builtInCatalogs(), cachedOverrides(db, code)]);
    return languageMessageStates(catalogs, code, rows);
  }

  /** The messages of the default language (in `group`), whose keys every language should have. */
  async function defaultStates(group: string | undefined) {
    const [fallback] = await listLanguages(db);
    const states = fallback ? await statesOf(fallback.code) : [];
    return states.filter((state) => group === undefined || state.message.group === group);
  }

  const adminListLanguageMessages: Handler<'adminListLanguageMessages'> = async (request) => {
    const language = await oneLanguage(request.params.code);
    const states = await statesOf(language.code);
    const { items, ...window } = editorPage(states, request.query);
    const envelope = page(items, window, request.t(msg`Messages of ${{ name: language.native }}`));
    return { ...envelope, meta: { ...envelope.meta, counts: messageCounts(states) } };
  };

  const adminGetLanguageTranslations: Handler<'adminGetLanguageTranslations'> = async (request) => {
    const language = await oneLanguage(request.params.code);
    const group = request.query.group;
    const inScope = (await statesOf(language.code)).filter(
      (state) => group === undefined || state.message.group === group,
    );
    const translated = new Set(
      inScope.filter((state) => state.translation !== null).map((s) => s.message.key),
    );
    const expected = (await defaultStates(group)).filter((state) => state.translation !== null);
    return ok(
      {
        code: language.code,
        group: group ?? null,
        translations: Object.fromEntries(
          inScope.flatMap((state) =>
            state.translation === null ? [] : [[state.message.key, state.translation]],
          ),
        ),
        missing_keys: expected
          .filter((state) => !translated.has(state.message.key))
          .map((s) => s.message.key),
        total_keys: expected.length,
        translated_keys: translated.size,
      },
      request.t(msg`Translations of ${{ name: language.native }}`),
    );
  };

  const adminUpdateLanguageTranslations: Handler<'adminUpdateLanguageTranslations'> = async (request) => {
    const language = await oneLanguage(request.params.code);
    const counts = await saveTranslations(db, request, language, request.body.translations);
    return ok(counts, request.t(msg`The translations have been saved`));
  };

  const adminSyncLanguage: Handler<'adminSyncLanguage'> = async (request) => {
    const language = await oneLanguage(request.params.code);
    if (language.isDefault) throw invalidField('code', defaultNotSynced);
    // The body is optional: a sync of every group sends none.
    const group = (request.body as typeof request.body | undefined)?.group;
    const own = new Map(
      (await statesOf(language.code)).map((state) => [
        catalogMessageRef(state.message.catalog, state.message.id),
        state,
      ]),
    );
    const suggestions: OverrideValues[] = (await defaultStates(group)).flatMap((state) => {
      const ref = catalogMessageRef(state.message.catalog, state.message.id);
      const mine = own.get(ref);
      if (state.translation === null || !mine || mine.translation !== null || mine.suggestion) return [];
      return [
        {
          catalog: state.message.catalog,
          messageId: state.message.id,
          value: state.translation,
          isSuggestion: true,
        },
      ];
    });
    const added = await inTranslationChange(db, async (tx) => {
      const count = await insertMissingOverrides(tx, language.code, suggestions);
      if (count) {
        await recordAdminChange(tx, request, {
          action: 'admin.language.synced',
          subject: languageSubject(language),
          details: { count: String(count) },
        });
      }
      return count;
    });
    const after = await statesOf(language.code);
    return ok(
      {
        added_count: added,
        total_keys: after.filter((state) => state.translation !== null || state.suggestion).length,
      },
      request.t(msg`Messages to translate added: ${{ count: added }}`),
    );
  };

  return {
    adminListLanguageMessages,
    adminGetLanguageTranslations,
    adminUpdateLanguageTranslations,
    adminSyncLanguage,
  };
}
