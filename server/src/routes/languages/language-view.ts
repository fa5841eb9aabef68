import type { components } from '#contract';
import type { Database } from '../../db/database.ts';
import { builtInCatalogs } from '../../lib/built-in-catalogs.ts';
import { completionPercent, translatedCounts } from './language-messages.ts';
import type { LanguageRow } from './languages.repo.ts';
import { cachedOverrides } from './cached-overrides.ts';

type LanguageView = components['schemas']['Language'];

/** A language as the contract shows it, with the share of messages it translates. */
export function languageView(row: LanguageRow, completion: ReadonlyMap<string, number>): LanguageView {
  return {
    code: row.code,
    name: row.name,
    native: row.native,
    flag: row.flag,
    is_active: row.isActive,
    is_default: row.isDefault,
    completion: completion.get(row.code) ?? 0,
  };
}

/**
 * The completion of each of `rows`: the share of both catalogs' messages it translates, built in or
 * overridden.
 */
export async function languageCompletion(
  db: Database,
  rows: readonly LanguageRow[],
): Promise<Map<string, number>> {
  const [catalogs, overrides] = await Promise.all([builtInCatalogs(), cachedOverrides(db)]);
  const counts = translatedCounts(
    catalogs,
    rows.map((row) => row.code),
    overrides,
  );
  const total = catalogs.messages.length;
  return new Map([...counts].map(([code, count]) => [code, completionPercent(count, total)]));
}
