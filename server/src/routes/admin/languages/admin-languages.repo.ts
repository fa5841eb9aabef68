import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../../db/schema/accounts.ts';
import { languages } from '../../../db/schema/content.ts';
import type { LanguageRow } from '../../languages/languages.repo.ts';

// Run inside translation-changes.ts's `inTranslationChange`, which drops the cached public reads.

type LanguageValues = Omit<typeof languages.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Adds a language; answers undefined when its code is taken. */
export async function insertLanguage(tx: Database, values: LanguageValues): Promise<LanguageRow | undefined> {
  const [row] = await tx.insert(languages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLanguageRow(
  tx: Database,
  code: string,
  values: Partial<Omit<LanguageValues, 'code'>>,
): Promise<LanguageRow | undefined> {
  const [row] = await tx.update(languages).set(values).where(eq(languages.code, code)).returning();
  return row;
}

/** Takes the default from whichever language has it; answers that language as it was. */
export async function clearDefaultLanguage(tx: Database): Promise<LanguageRow | undefined> {
  const [previous] = await tx.select().from(languages).where(eq(languages.isDefault, true));
  if (previous) await tx.update(languages).set({ isDefault: false }).where(eq(languages.code, previous.code));
  return previous;
}

/** Deletes a language (its overrides go with it) and moves the users who had chosen it to `fallback`. */
export async function deleteLanguageRow(tx: Database, code: string, fallback: string): Promise<void> {
  await tx.update(users).set({ language: fallback }).where(eq(users.language, code));
  await tx.delete(languages).where(eq(languages.code, code));
}

/** The next display order, after every language. */
export async function nextSortOrder(db: Database): Promise<number> {
  const rows = await db.select({ sortOrder: languages.sortOrder }).from(languages);
  return Math.max(0, ...rows.map((row) => row.sortOrder)) + 1;
}
