import type { components } from '#contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { builtInCatalogs, catalogMessageRef, CATALOGS } from '../../../lib/built-in-catalogs.ts';
import type { LanguageRow } from '../../languages/languages.repo.ts';
import { inTranslationChange } from '../../languages/translation-changes.ts';
import {
  deleteOverrides,
  readOverrides,
  upsertOverrides,
  type OverrideValues,
} from '../../languages/translation-overrides.repo.ts';
import { languageSubject } from './admin-language-subject.ts';
import { plannedTranslations } from './translation-input.ts';

type SaveResult = components['schemas']['AdminTranslationsUpdateResult'];

/**
 * Saves staff's texts of `language` (null deletes one), checked all or nothing (translation-input.ts),
 * in one transaction with the audit entry (each key's override before and after); every server
 * process then serves them. Answers how many overrides were added, changed and deleted.
 */
export async function saveTranslations(
  db: Database,
  request: FastifyRequest,
  language: LanguageRow,
  translations: Readonly<Record<string, string | null>>,
): Promise<SaveResult> {
  const planned = plannedTranslations(await builtInCatalogs(), language.code, translations);
  return inTranslationChange(db, async (tx) => {
    const stored = new Map(
      (await readOverrides(tx, language.code)).map((row) => [
        catalogMessageRef(row.catalog, row.messageId),
        row,
      ]),
    );
    const result: SaveResult = { added_count: 0, changed_count: 0, deleted_count: 0 };
    const upserts: OverrideValues[] = [];
    const deletes = new Map(CATALOGS.map((catalog) => [catalog, [] as string[]]));
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const { message, value } of planned) {
      const row = stored.get(catalogMessageRef(message.catalog, message.id));
      before[message.key] = row && !row.isSuggestion ? row.value : null;
      after[message.key] = value;
      if (value === null) {
        if (!row) continue;
        deletes.get(message.catalog)?.push(message.id);
        result.deleted_count++;
      } else if (!row || row.isSuggestion || row.value !== value) {
        upserts.push({ catalog: message.catalog, messageId: message.id, value, isSuggestion: false });
        if (row) result.changed_count++;
        else result.added_count++;
      }
    }
    await upsertOverrides(tx, language.code, upserts);
    for (const [catalog, ids] of deletes) await deleteOverrides(tx, language.code, catalog, ids);
    const count = result.added_count + result.changed_count + result.deleted_count;
    if (count) {
      await recordAdminChange(tx, request, {
        action: 'admin.language.translations_updated',
        subject: languageSubject(language),
        details: { count: String(count) },
        before,
        after,
      });
    }
    return result;
  });
}
