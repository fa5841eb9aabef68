import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pages } from '../../db/schema/content.ts';

// GET /pages/{slug} is answered from memory (lib/public-reads.ts): a function here that writes pages
// calls invalidatePublicReads(db) once it has written.

/** The published versions of page `slug` in any of `languages`. */
export function findPublishedVersions(db: Database, slug: string, languages: readonly string[]) {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true), inArray(pages.language, [...languages])));
}
