import type { Database } from '../database.ts';
import { pages } from '../schema/content.ts';
import type { PageText } from './pages/page-text.ts';
import { PRIVACY_POLICY } from './pages/privacy-policy.ts';
import { TERMS_OF_SERVICE } from './pages/terms-of-service.ts';

/** The slugs `page_mapping` points at by default (see settings.ts). */
export const SEED_PAGES: Readonly<Record<string, PageText>> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
};

/** The date the seeded texts say they were last updated. */
const PUBLISHED_AT = new Date('2026-08-01T09:00:00Z');

/** The static pages, published in every language; pages an admin already has stay as they are. */
export async function seedPages(db: Database) {
  const rows = Object.entries(SEED_PAGES).flatMap(([slug, texts]) =>
    Object.entries(texts).map(([language, text]) => ({
      slug,
      language,
      ...text,
      isPublished: true,
      publishedAt: PUBLISHED_AT,
      createdAt: PUBLISHED_AT,
    })),
  );
  await db.insert(pages).values(rows).onConflictDoNothing();
}
