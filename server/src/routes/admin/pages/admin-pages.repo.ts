import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { pages, settings } from '../../../db/schema/content.ts';
import { escapeLike } from '../../auth/list-query.ts';

// GET /pages/{slug} is answered from memory: writes here run in the transaction of admin-page-changes.ts,
// which tells every process to forget what it cached.

export type PageRow = typeof pages.$inferSelect;
export type PageValues = Omit<typeof pages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PageSort = 'updated_at' | 'title' | 'slug' | 'language' | 'published_at' | 'created_at';

export interface PageFilter {
  search?: string;
  languages?: string[];
  isPublished?: boolean;
  slug?: string;
}

const SORT_COLUMNS = {
  updated_at: pages.updatedAt,
  title: pages.title,
  slug: pages.slug,
  language: pages.language,
  published_at: pages.publishedAt,
  created_at: pages.createdAt,
} as const;

function conditionsFor(filter: PageFilter): SQL | undefined {
  const pattern = filter.search && `%${escapeLike(filter.search)}%`;
  return and(
    pattern
      ? or(ilike(pages.title, pattern), ilike(pages.slug, pattern), ilike(pages.content, pattern))
      : undefined,
    filter.languages ? inArray(pages.language, filter.languages) : undefined,
    filter.isPublished === undefined ? undefined : eq(pages.isPublished, filter.isPublished),
    filter.slug ? eq(pages.slug, filter.slug) : undefined,
  );
}

/** A page of static pages, any state, and how many match. */
export async function listPages(
  db: Database,
  filter: PageFilter,
  order: { sort: PageSort; order: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const where = conditionsFor(filter);
  const direction = order.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[order.sort]), asc(pages.slug), asc(pages.language))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(pages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPageById(db: Database, id: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/** The page `slug` in `language`, published or not. */
export async function findPageOf(db: Database, slug: string, language: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.language, language)));
  return row;
}

/** How many published versions of `slug` there are besides page `id`. */
export async function otherPublishedVersions(db: Database, slug: string, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true), ne(pages.id, id)));
  return row?.total ?? 0;
}

/** The slugs the settings' page mapping points at (privacy policy, terms of service). */
export async function mappedSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.group, 'page_mapping'));
  return rows.flatMap(({ value }) => (typeof value === 'string' && value ? [value] : []));
}

/** Inserts a page; undefined when its slug and language are taken meanwhile. */
export async function insertPage(tx: Database, values: PageValues): Promise<PageRow | undefined> {
  const [row] = await tx.insert(pages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePageRow(tx: Database, id: string, values: Partial<PageValues>): Promise<PageRow> {
  const [row] = await tx
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  if (!row) throw new Error(`page ${id} vanished during its change`);
  return row;
}

export async function deletePageRow(tx: Database, id: string) {
  await tx.delete(pages).where(eq(pages.id, id));
}
