import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { translationOverrides } from '../../db/schema/content.ts';
import type { CatalogName } from '../../lib/built-in-catalogs.ts';

// Overrides feed cached reads (lib/public-reads.ts) and the server's own messages (lib/i18n.ts): a
// function here that writes them is called inside translation-changes.ts's `inTranslationChange`.

export type OverrideRow = typeof translationOverrides.$inferSelect;
export type OverrideValues = Pick<OverrideRow, 'catalog' | 'messageId' | 'value' | 'isSuggestion'>;

/** Rows per statement: 5 values each stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 2000;

/** Every override and suggestion of one language, or of every language when `code` is undefined. */
export async function readOverrides(db: Database, code?: string): Promise<OverrideRow[]> {
  // Awaited here: a query builder is a thenable that runs again on every await, and
  // cached-overrides.ts keeps what this answers.
  return await db
    .select()
    .from(translationOverrides)
    .where(code === undefined ? undefined : eq(translationOverrides.languageCode, code));
}

/** The overrides (not suggestions) of one catalog, by language then Lingui id. */
export async function readCatalogOverrides(
  db: Database,
  catalog: CatalogName,
): Promise<Map<string, Record<string, string>>> {
  const rows = await db
    .select({
      code: translationOverrides.languageCode,
      id: translationOverrides.messageId,
      value: translationOverrides.value,
    })
    .from(translationOverrides)
    .where(and(eq(translationOverrides.catalog, catalog), eq(translationOverrides.isSuggestion, false)));
  const byLanguage = new Map<string, Record<string, string>>();
  for (const { code, id, value } of rows) {
    const texts = byLanguage.get(code) ?? {};
    texts[id] = value;
    byLanguage.set(code, texts);
  }
  return byLanguage;
}

/** Writes `rows` of language `code`, replacing the ones of the same messages. */
export async function upsertOverrides(tx: Database, code: string, rows: readonly OverrideValues[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx
      .insert(translationOverrides)
      .values(rows.slice(start, start + BATCH).map((row) => ({ ...row, languageCode: code })))
      .onConflictDoUpdate({
        target: [
          translationOverrides.languageCode,
          translationOverrides.catalog,
          translationOverrides.messageId,
        ],
        set: {
          value: sql`excluded.value`,
          isSuggestion: sql`excluded.is_suggestion`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Adds `rows` of language `code` where the message has no row yet; answers how many were added. */
export async function insertMissingOverrides(
  tx: Database,
  code: string,
  rows: readonly OverrideValues[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await tx
      .insert(translationOverrides)
      .values(rows.slice(start, start + BATCH).map((row) => ({ ...row, languageCode: code })))
      .onConflictDoNothing()
      .returning({ id: translationOverrides.messageId });
    added += inserted.length;
  }
  return added;
}

/** Deletes the rows of language `code` for the messages `ids` of `catalog`. */
export async function deleteOverrides(
  tx: Database,
  code: string,
  catalog: CatalogName,
  ids: readonly string[],
) {
  for (let start = 0; start < ids.length; start += BATCH) {
    await tx
      .delete(translationOverrides)
      .where(
        and(
          eq(translationOverrides.languageCode, code),
          eq(translationOverrides.catalog, catalog),
          inArray(translationOverrides.messageId, ids.slice(start, start + BATCH)),
        ),
      );
  }
}
