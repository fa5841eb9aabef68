import type { Database } from '../../../db/database.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import type { AuditSubject } from '../../../lib/admin-audit.ts';
import { invalidatePublicReads } from '../../../lib/public-reads.ts';
import type { PageRow } from './admin-pages.repo.ts';

/**
 * Runs a write of pages in one transaction with its audit entry, and tells every server process to
 * forget its cached public pages once it commits (this one at once), so `/p/{slug}` shows the change.
 */
export async function inPageChange<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await announcePublicReadsChanged(tx);
    return written;
  });
  invalidatePublicReads(db);
  return result;
}

/** A page as the audit trail names it: its slug and language. */
export function pageSubject(page: PageRow): AuditSubject {
  return { type: 'page', id: page.id, label: `${page.slug} (${page.language})` };
}

/** A page as the audit trail compares it. */
export function auditedPage(page: PageRow) {
  return {
    slug: page.slug,
    language: page.language,
    title: page.title,
    content: page.content,
    meta_description: page.metaDescription,
    is_published: page.isPublished,
  };
}
