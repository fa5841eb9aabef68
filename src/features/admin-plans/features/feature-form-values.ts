import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { AdminFeature, AdminFeatureCreateRequest } from '@/api/queries/admin-plans';

export const FEATURE_LOCALES = ['pl', 'es', 'de', 'fr'] as const;
type FeatureLocale = (typeof FEATURE_LOCALES)[number];

export interface FeatureFormValues {
  slug: string;
  name: string;
  description: string;
  type: AdminFeature['type'];
  is_active: boolean;
  sort_order: string;
  texts: Record<FeatureLocale, { name: string; description: string }>;
}

export const FEATURE_FORM_FIELDS = [
  'slug',
  'name',
  'description',
  'type',
  'is_active',
  'sort_order',
] as const;

const blank = { name: '', description: '' };

/** The form's values for `feature`, or blank ones for a new feature. */
export function featureFormValues(feature: AdminFeature | null): FeatureFormValues {
  const texts = Object.fromEntries(
    FEATURE_LOCALES.map((locale) => {
      const text = feature?.translations?.[locale];
      return [locale, text ? { name: text.name, description: text.description ?? '' } : blank];
    }),
  ) as FeatureFormValues['texts'];
  return {
    slug: feature?.slug ?? '',
    name: feature?.name ?? '',
    description: feature?.description ?? '',
    type: feature?.type ?? 'boolean',
    is_active: feature?.is_active ?? true,
    sort_order: String(feature?.sort_order ?? 0),
    texts,
  };
}

/** What POST (or, without the slug, PUT) /admin/enhanced-features is sent. */
export function featureBody(values: FeatureFormValues): AdminFeatureCreateRequest {
  const translations = Object.fromEntries(
    FEATURE_LOCALES.flatMap((locale) => {
      const text = values.texts[locale];
      return text.name.trim()
        ? [[locale, { name: text.name.trim(), description: text.description.trim() || null }]]
        : [];
    }),
  );
  return {
    slug: values.slug.trim(),
    name: values.name.trim(),
    description: values.description.trim() || null,
    type: values.type,
    is_active: values.is_active,
    sort_order: Number(values.sort_order),
    translations,
  };
}

/** The feature form's rules, in the reader's language. */
export function featureFormSchema(i18n: I18n) {
  const tooShort = i18n._(msg`Name must be at least 2 characters`);
  const text = z.object({
    name: z
      .string()
      .check(
        z.refine((value: string) => value.trim() === '' || value.trim().length >= 2, { error: tooShort }),
      ),
    description: z.string().check(z.maxLength(500, { error: i18n._(msg`Maximum 500 characters allowed`) })),
  });
  return z.object({
    slug: z.string().check(
      z.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
        error: i18n._(msg`Lower-case letters and digits, words joined by - or _`),
      }),
    ),
    name: z.string().check(z.refine((value: string) => value.trim().length >= 2, { error: tooShort })),
    description: z.string().check(z.maxLength(500, { error: i18n._(msg`Maximum 500 characters allowed`) })),
    type: z.enum(['boolean', 'limit', 'text']),
    is_active: z.boolean(),
    sort_order: z.string().check(
      z.refine((value: string) => /^\d+$/.test(value.trim()) && Number(value) <= 10_000, {
        error: i18n._(msg`Enter a whole number from 0 to 10000`),
      }),
    ),
    texts: z.object({ pl: text, es: text, de: text, fr: text }),
  }) satisfies z.ZodMiniType<FeatureFormValues>;
}
