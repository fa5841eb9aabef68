import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { languages } from '../../db/schema/content.ts';

// The languages reads are answered from memory (lib/public-reads.ts): a function that writes languages
// or their translations runs inside translation-changes.ts's `inTranslationChange`.

export type LanguageRow = typeof languages.$inferSelect;

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
