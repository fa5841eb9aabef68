import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { AdminPage, AdminPageCreateRequest } from '@/api/queries/admin-pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';

export interface PageFormValues {
  title: string;
  slug: string;
  language: Locale;
  meta_description: string;
  content: string;
  is_published: boolean;
}

export const PAGE_FORM_FIELDS = [
  'title',
  'slug',
  'language',
  'meta_description',
  'content',
  'is_published',
] as const;

/** The contract's slug: lower-case letters and digits, words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The form's values for `page`, or those of a new page (maybe a new language of an existing slug). */
export function pageFormValues(
  page: Partial<AdminPage> | null,
  language: Locale = DEFAULT_LOCALE,
): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    language: page?.language ?? language,
    meta_description: page?.meta_description ?? '',
    content: page?.content ?? '',
    is_published: page?.is_published ?? false,
  };
}

/** What POST (or PUT) /admin/pages is sent. */
export function pageBody(values: PageFormValues): AdminPageCreateRequest {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    language: values.language,
    meta_description: values.meta_description.trim() || null,
    content: values.content,
    is_published: values.is_published,
  };
}

/** The page form's rules, in the reader's language. */
export function pageFormSchema(i18n: I18n) {
  return z.object({
    title: z.string().check(
      z.refine((value: string) => value.trim().length > 0, { error: i18n._(msg`Give the page a title`) }),
      z.maxLength(200, { error: i18n._(msg`Maximum 200 characters allowed`) }),
    ),
    slug: z
      .string()
      .check(
        z.maxLength(100, { error: i18n._(msg`Maximum 100 characters allowed`) }),
        z.regex(SLUG, { error: i18n._(msg`Lower-case letters and digits, words joined by single hyphens`) }),
      ),
    language: z.enum(LOCALES),
    meta_description: z
      .string()
      .check(z.maxLength(300, { error: i18n._(msg`Maximum 300 characters allowed`) })),
    content: z
      .string()
      .check(
        z.refine((value: string) => value.trim().length > 0, { error: i18n._(msg`Write the page's text`) }),
      ),
    is_published: z.boolean(),
  }) satisfies z.ZodMiniType<PageFormValues>;
}
