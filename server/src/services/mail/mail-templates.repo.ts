import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailTemplates, settings } from '../../db/schema/content.ts';

/** The active versions of template `key` in any of `languages`. */
export function findActiveTemplates(db: Database, key: string, languages: readonly string[]) {
  return db
    .select()
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.key, key),
        eq(mailTemplates.isActive, true),
        inArray(mailTemplates.language, [...languages]),
      ),
    );
}

/** The stored value of setting `key`, undefined when there is no row. */
export async function findSettingValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
