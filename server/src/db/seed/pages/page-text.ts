import type { Locale } from '#locales';

/** A static page's text in every interface language; `content` is Markdown. */
export type PageText = Readonly<Record<Locale, { title: string; metaDescription: string; content: string }>>;
