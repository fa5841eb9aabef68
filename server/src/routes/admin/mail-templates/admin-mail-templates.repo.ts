import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../../db/schema/accounts.ts';
import { languages, mailTemplates } from '../../../db/schema/content.ts';
import { escapeLike } from '../../auth/list-query.ts';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;
export type MailTemplateValues = Omit<typeof mailTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MailTemplateSort = 'key' | 'name' | 'language' | 'created_at' | 'updated_at';

export interface MailTemplateFilter {
  search?: string;
  /** An exact key, or a prefix ending in `.`. */
  key?: string;
  languages?: string[];
  isActive?: boolean;
}

const SORT_COLUMNS = {
  key: mailTemplates.key,
  name: mailTemplates.name,
  language: mailTemplates.language,
  created_at: mailTemplates.createdAt,
  updated_at: mailTemplates.updatedAt,
} as const;

function conditionsFor(filter: MailTemplateFilter): SQL | undefined {
  const pattern = filter.search && `%${escapeLike(filter.search)}%`;
  return and(
    pattern
      ? or(
          ilike(mailTemplates.key, pattern),
          ilike(mailTemplates.name, pattern),
          ilike(mailTemplates.subject, pattern),
        )
      : undefined,
    filter.key?.endsWith('.')
      ? like(mailTemplates.key, `${escapeLike(filter.key)}%`)
      : filter.key
        ? eq(mailTemplates.key, filter.key)
        : undefined,
    filter.languages ? inArray(mailTemplates.language, filter.languages) : undefined,
    filter.isActive === undefined ? undefined : eq(mailTemplates.isActive, filter.isActive),
  );
}

/** A page of templates and how many match. */
export async function listMailTemplates(
  db: Database,
  filter: MailTemplateFilter,
  order: { sort: MailTemplateSort; order: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ rows: MailTemplateRow[]; total: number }> {
  const where = conditionsFor(filter);
  const direction = order.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailTemplates)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[order.sort]), asc(mailTemplates.key), asc(mailTemplates.language))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(mailTemplates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMailTemplate(db: Database, id: string): Promise<MailTemplateRow | undefined> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row;
}

/** The template of `key` in `language`, if one is saved. */
export async function findMailTemplateOf(
  db: Database,
  key: string,
  language: string,
): Promise<MailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.key, key), eq(mailTemplates.language, language)));
  return row;
}

/** Inserts a template; undefined when its key and language are taken meanwhile. */
export async function insertMailTemplate(tx: Database, values: MailTemplateValues) {
  const [row] = await tx.insert(mailTemplates).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes the fields of template `id` given in `values`. */
export async function updateMailTemplateRow(tx: Database, id: string, values: Partial<MailTemplateValues>) {
  const [row] = await tx
    .update(mailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mailTemplates.id, id))
    .returning();
  if (!row) throw new Error(`mail template ${id} vanished during its change`);
  return row;
}

export async function deleteMailTemplateRow(tx: Database, id: string) {
  await tx.delete(mailTemplates).where(eq(mailTemplates.id, id));
}

/** The interface languages, the default first, then in display order. */
export function allLanguages(db: Database) {
  return db
    .select()
    .from(languages)
    .orderBy(desc(languages.isDefault), asc(languages.sortOrder), asc(languages.code));
}

/** The name and email of account `id`, whose values a preview may show. */
export async function findSampleUser(db: Database, id: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
