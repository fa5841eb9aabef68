import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { languages, translations } from '../../db/schema/content.ts';

// The languages reads are answered from memory (lib/public-reads.ts): a function here that writes
// languages or translations calls invalidatePublicReads(db) once it has written.

export type LanguageRow = typeof languages.$inferSelect;

/** Messages missing in a language are read in this one (the contract's fallback). */
export const FALLBACK_TRANSLATION_LOCALE = 'en';

/** The languages, the default first, then in their display order; only active ones when asked. */
export async function listLanguages(db: Database, { activeOnly = false } = {}): Promise<LanguageRow[]> {
  return db
    .select()
    .from(languages)
    .where(activeOnly ? eq(languages.isActive, true) : undefined)
    .orderBy(desc(languages.isDefault), asc(languages.sortOrder), asc(languages.code));
}

export async function findLanguage(db: Database, code: string): Promise<LanguageRow | undefined> {
  const [row] = await db.select().from(languages).where(eq(languages.code, code));
  return row;
}

/**
 * The share of translated messages per language, in percent of every key any language has
 * (100 while there are none).
 */
export async function translationCompletion(db: Database): Promise<Map<string, number>> {
  const [keys] = await db
    .select({
      value: sql<number>`count(distinct (${translations.group}, ${translations.key}))`.mapWith(Number),
    })
    .from(translations);
  const perLanguage = await db
    .select({ code: translations.languageCode, value: count() })
    .from(translations)
    .groupBy(translations.languageCode);
  const total = keys?.value ?? 0;
  return new Map(
    perLanguage.map(({ code, value }) => [code, total ? Math.round((100 * value) / total) : 100]),
  );
}

/** `group.key` → text of one language, optionally of one group only. */
async function messagesOf(db: Database, code: string, group?: string) {
  const rows = await db
    .select({ group: translations.group, key: translations.key, value: translations.value })
    .from(translations)
    .where(
      and(
        eq(translations.languageCode, code),
        group === undefined ? undefined : eq(translations.group, group),
      ),
    )
    .orderBy(asc(translations.group), asc(translations.key));
  return Object.fromEntries(rows.map((row) => [`${row.group}.${row.key}`, row.value]));
}

/** A language's messages by `group.key`, with English filling the gaps. */
export async function readTranslations(db: Database, code: string, group?: string) {
  const own = await messagesOf(db, code, group);
  if (code === FALLBACK_TRANSLATION_LOCALE) return own;
  const merged = { ...(await messagesOf(db, FALLBACK_TRANSLATION_LOCALE, group)), ...own };
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
