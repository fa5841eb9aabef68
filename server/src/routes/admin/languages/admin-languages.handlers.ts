import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { builtInCatalogs } from '../../../lib/built-in-catalogs.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { translatedByGroup } from '../../languages/language-messages.ts';
import { languageCompletion, languageView } from '../../languages/language-view.ts';
import { findLanguage, listLanguages, type LanguageRow } from '../../languages/languages.repo.ts';
import { inTranslationChange } from '../../languages/translation-changes.ts';
import { cachedOverrides } from '../../languages/cached-overrides.ts';
import {
  clearDefaultLanguage,
  deleteLanguageRow,
  insertLanguage,
  nextSortOrder,
  updateLanguageRow,
} from './admin-languages.repo.ts';
import { languageNotFound, languageSubject } from './admin-language-subject.ts';

type TranslationGroup = components['schemas']['AdminTranslationGroup'];

const codeTaken = msg`A language with this code already exists`;
const defaultMustBeActive = msg`The default language must be active`;
const defaultStaysOn = msg`The default language cannot be switched off. Make another language the default first`;
const defaultStays = msg`Make another language the default first`;
const defaultNotDeleted = msg`The default language cannot be deleted. Make another language the default first`;

/** A language's fields as the audit trail compares them. */
const audited = (row: LanguageRow) => ({
  name: row.name,
  native: row.native,
  flag: row.flag,
  is_active: row.isActive,
  is_default: row.isDefault,
});

/** Records that the default moved away from `previous`, as a change of it. */
function defaultMovedRecorder(request: FastifyRequest) {
  return (tx: Database, previous: LanguageRow) =>
    recordAdminChange(tx, request, {
      action: 'admin.language.updated',
      subject: languageSubject(previous),
      before: audited(previous),
      after: { ...audited(previous), is_default: false },
    });
}

/** The staff's management of the interface languages (their translations: the translations handlers). */
export function adminLanguageHandlers({ db }: AppContext): Handlers {
  async function oneLanguage(code: string) {
    const row = await findLanguage(db, code);
    if (!row) throw notFound(languageNotFound);
    return row;
  }

  async function viewOf(row: LanguageRow) {
    return languageView(row, await languageCompletion(db, [row]));
  }

  const adminListLanguages: Handler<'adminListLanguages'> = async (request) => {
    const rows = await listLanguages(db);
    const completion = await languageCompletion(db, rows);
    return ok(
      rows.map((row) => languageView(row, completion)),
      request.t(msg`Languages`),
    );
  };

  const adminGetLanguage: Handler<'adminGetLanguage'> = async (request) => {
    const row = await oneLanguage(request.params.code);
    return ok(await viewOf(row), request.t(msg`Language ${{ name: row.native }}`));
  };

  const adminCreateLanguage: Handler<'adminCreateLanguage'> = async (request, reply) => {
    const body = request.body;
    const isActive = body.is_active ?? false;
    const isDefault = body.is_default ?? false;
    if (isDefault && !isActive) throw invalidField('is_default', defaultMustBeActive);
    if (await findLanguage(db, body.code)) throw invalidField('code', codeTaken);
    const recordDefaultMoved = defaultMovedRecorder(request);
    const created = await inTranslationChange(db, async (tx) => {
      const previous = isDefault ? await clearDefaultLanguage(tx) : undefined;
      const row = await insertLanguage(tx, {
        code: body.code,
        name: body.name.trim(),
        native: body.native.trim(),
        flag: body.flag.trim(),
        isActive,
        isDefault,
        sortOrder: await nextSortOrder(tx),
      });
      if (!row) return undefined;
      await recordAdminChange(tx, request, {
        action: 'admin.language.created',
        subject: languageSubject(row),
        after: audited(row),
      });
      if (previous) await recordDefaultMoved(tx, previous);
      return row;
    });
    if (!created) throw invalidField('code', codeTaken);
    reply.code(201);
    return ok(await viewOf(created), request.t(msg`The language has been added`));
  };

  const adminUpdateLanguage: Handler<'adminUpdateLanguage'> = async (request) => {
    const current = await oneLanguage(request.params.code);
    const body = request.body;
    const isActive = body.is_active ?? current.isActive;
    const isDefault = body.is_default ?? current.isDefault;
    if (current.isDefault && body.is_active === false) throw invalidField('is_active', defaultStaysOn);
    if (current.isDefault && body.is_default === false) throw invalidField('is_default', defaultStays);
    if (isDefault && !isActive) throw invalidField('is_default', defaultMustBeActive);
    const recordDefaultMoved = defaultMovedRecorder(request);
    const updated = await inTranslationChange(db, async (tx) => {
      const previous = isDefault && !current.isDefault ? await clearDefaultLanguage(tx) : undefined;
      const row = await updateLanguageRow(tx, current.code, {
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.native !== undefined && { native: body.native.trim() }),
        ...(body.flag !== undefined && { flag: body.flag.trim() }),
        isActive,
        isDefault,
      });
      if (!row) return undefined;
      await recordAdminChange(tx, request, {
        action: 'admin.language.updated',
        subject: languageSubject(row),
        before: audited(current),
        after: audited(row),
      });
      if (previous) await recordDefaultMoved(tx, previous);
      return row;
    });
    if (!updated) throw notFound(languageNotFound);
    return ok(await viewOf(updated), request.t(msg`The language has been saved`));
  };

  const adminDeleteLanguage: Handler<'adminDeleteLanguage'> = async (request) => {
    const current = await oneLanguage(request.params.code);
    if (current.isDefault) throw invalidField('code', defaultNotDeleted);
    const [fallback] = await listLanguages(db);
    await inTranslationChange(db, async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.language.deleted',
        subject: languageSubject(current),
        before: audited(current),
      });
      await deleteLanguageRow(tx, current.code, fallback?.code ?? current.code);
    });
    return ok(null, request.t(msg`The language has been deleted`));
  };

  const adminListTranslationGroups: Handler<'adminListTranslationGroups'> = async (request) => {
    const [catalogs, rows, overrides] = await Promise.all([
      builtInCatalogs(),
      listLanguages(db),
      cachedOverrides(db),
    ]);
    const translated = translatedByGroup(
      catalogs,
      rows.map((row) => row.code),
      overrides,
    );
    const groups = new Map<string, TranslationGroup>();
    for (const message of catalogs.messages) {
      const group = groups.get(message.group);
      if (group) group.total_keys++;
      else {
        groups.set(message.group, {
          group: message.group,
          catalog: message.catalog,
          total_keys: 1,
          translated_keys: Object.fromEntries(
            rows.map((row) => [row.code, translated.get(row.code)?.get(message.group) ?? 0]),
          ),
        });
      }
    }
    const sorted = [...groups.values()].sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
    return ok(sorted, request.t(msg`Translation groups`));
  };

  const adminClearTranslationCache: Handler<'adminClearTranslationCache'> = async (request) => {
    await inTranslationChange(db, async () => undefined);
    return ok(null, request.t(msg`The cached translations have been cleared`));
  };

  return {
    adminListLanguages,
    adminGetLanguage,
    adminCreateLanguage,
    adminUpdateLanguage,
    adminDeleteLanguage,
    adminListTranslationGroups,
    adminClearTranslationCache,
  };
}
