import type { components } from '#contract';
import { isLocale } from '#locales';
import type { pages } from '../../db/schema/content.ts';

type PageView = components['schemas']['Page'];

/** A stored page as the contract's `Page`, in the public read and the staff's screens alike. */
export function pageView(page: typeof pages.$inferSelect): PageView {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: page.content,
    // Pages are written in the interface's languages; the contract's Locale.
    language: isLocale(page.language) ? page.language : 'en',
    meta_description: page.metaDescription,
    is_published: page.isPublished,
    published_at: page.publishedAt,
    created_at: page.createdAt,
    updated_at: page.updatedAt,
  };
}
