import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { AdminFeature, AdminPlan, AdminPlanUpdateRequest } from '@/api/queries/admin-plans';

/** The languages a plan has texts of its own in; English is the plan's own name and description. */
export const TRANSLATED_LOCALES = ['pl', 'es', 'de', 'fr'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

type Texts = Record<TranslatedLocale, { name: string; description: string }>;

/** One feature as the form holds it: offered or not, its value as typed, a text value per language. */
export interface FeatureChoice {
  offered: boolean;
  /** A limit's number ('' for unlimited) or a text feature's English wording; unused by a switch. */
  value: string;
  translations: Record<TranslatedLocale, string>;
}

export interface PlanFormValues {
  name: string;
  slug: string;
  description: string;
  /** In major units as typed ("49.00"). */
  price: string;
  currency: string;
  interval: 'month' | 'year';
  trial_days: string;
  /** '' for unlimited. */
  events_per_month: string;
  tracking_domains: string;
  services: string;
  is_active: boolean;
  is_popular: boolean;
  stripe_price_id: string;
  texts: Texts;
  features: Record<string, FeatureChoice>;
}

export const PLAN_FORM_FIELDS = [
  'name',
  'slug',
  'description',
  'price',
  'interval',
  'trial_days',
  'limits',
  'stripe_price_id',
  'features',
  'translations',
] as const;

const blankTexts = () =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, ''])) as Record<TranslatedLocale, string>;

/** Cents as the form shows them: "4900" → "49.00". */
const major = (amount: number) => (amount / 100).toFixed(2);
const count = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** What the form starts from: the plan as saved, every feature listed (offered or not). */
export function planFormValues(plan: AdminPlan, features: readonly AdminFeature[]): PlanFormValues {
  const texts = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const text = plan.translations?.[locale];
      return [locale, { name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  ) as Texts;
  const choices = Object.fromEntries(
    features.map((feature) => {
      const offer = plan.features.find((item) => item.slug === feature.slug);
      const value = offer?.value;
      return [
        feature.slug,
        {
          offered: feature.type === 'boolean' ? value === true : offer !== undefined,
          value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
          translations: { ...blankTexts(), ...offer?.translations },
        },
      ];
    }),
  );
  return {
    name: plan.name,
    slug: plan.slug,
    description: plan.description,
    price: major(plan.price.amount),
    currency: plan.price.currency,
    interval: plan.interval,
    trial_days: String(plan.trial_days),
    events_per_month: count(plan.limits.events_per_month),
    tracking_domains: String(plan.limits.tracking_domains),
    services: count(plan.limits.services),
    is_active: plan.is_active,
    is_popular: plan.is_popular ?? false,
    stripe_price_id: plan.stripe_price_id ?? '',
    texts,
    features: choices,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The price as the API takes it, in cents; NaN when what was typed is not an amount. */
export function centsOf(price: string): number {
  const normalised = price.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Math.round(Number(normalised) * 100) : Number.NaN;
}

/** What PUT /admin/plans/{slug} is sent: every field as the form holds it. */
export function planUpdateOf(
  values: PlanFormValues,
  features: readonly AdminFeature[],
): AdminPlanUpdateRequest {
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => {
      const text = values.texts[locale];
      return text.name.trim() === ''
        ? []
        : [[locale, { name: text.name.trim(), description: text.description.trim() || null }]];
    }),
  );
  type FeatureOffer = NonNullable<AdminPlanUpdateRequest['features']>[number];
  const offers = features.flatMap((feature): FeatureOffer[] => {
    const choice = values.features[feature.slug];
    if (!choice) return [];
    if (feature.type === 'boolean') return choice.offered ? [{ slug: feature.slug, value: true }] : [];
    if (!choice.offered) return [];
    if (feature.type === 'limit') return [{ slug: feature.slug, value: orNull(choice.value) }];
    const wordings = Object.fromEntries(
      TRANSLATED_LOCALES.flatMap((locale) => {
        const text = choice.translations[locale].trim();
        return text ? [[locale, text]] : [];
      }),
    );
    return [{ slug: feature.slug, value: choice.value.trim(), translations: wordings }];
  });
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    price: { amount: centsOf(values.price), currency: values.currency.trim().toUpperCase() },
    interval: values.interval,
    trial_days: Number(values.trial_days),
    limits: {
      events_per_month: orNull(values.events_per_month),
      tracking_domains: Number(values.tracking_domains),
      services: orNull(values.services),
    },
    is_active: values.is_active,
    is_popular: values.is_popular,
    stripe_price_id: values.stripe_price_id.trim() || null,
    features: offers,
    translations,
  };
}

const wholeNumber = /^\d+$/;

/** The editor's rules, in the reader's language. */
export function planFormSchema(i18n: I18n) {
  const name = z.string().check(
    z.refine((value: string) => value.trim().length >= 2, {
      error: i18n._(msg`Name must be at least 2 characters`),
    }),
    z.maxLength(100, { error: i18n._(msg`Maximum 100 characters allowed`) }),
  );
  const optionalName = z.string().check(
    z.refine((value: string) => value.trim() === '' || value.trim().length >= 2, {
      error: i18n._(msg`Name must be at least 2 characters`),
    }),
    z.maxLength(100, { error: i18n._(msg`Maximum 100 characters allowed`) }),
  );
  const count = (optional: boolean) =>
    z.string().check(
      z.refine((value: string) => (optional && value.trim() === '') || wholeNumber.test(value.trim()), {
        error: optional
          ? i18n._(msg`Enter a whole number, or leave it empty for unlimited`)
          : i18n._(msg`Enter a whole number`),
      }),
    );
  const text = z.object({ name: optionalName, description: z.string() });
  return z.object({
    name,
    slug: z.string().check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        error: i18n._(msg`Lower-case letters and digits, words joined by hyphens`),
      }),
      z.maxLength(64, { error: i18n._(msg`Maximum 64 characters allowed`) }),
    ),
    description: z.string().check(z.maxLength(1000, { error: i18n._(msg`Maximum 1000 characters allowed`) })),
    price: z.string().check(
      z.refine((value: string) => Number.isFinite(centsOf(value)), {
        error: i18n._(msg`Enter an amount such as 49 or 49.00`),
      }),
    ),
    currency: z.string().check(
      z.refine((value: string) => /^[A-Za-z]{3}$/.test(value.trim()), {
        error: i18n._(msg`Enter a three-letter currency code such as USD`),
      }),
    ),
    interval: z.enum(['month', 'year']),
    trial_days: count(false),
    events_per_month: count(true),
    tracking_domains: count(false),
    services: count(true),
    is_active: z.boolean(),
    is_popular: z.boolean(),
    stripe_price_id: z.string().check(
      z.refine((value: string) => value.trim() === '' || /^price_[A-Za-z0-9]+$/.test(value.trim()), {
        error: i18n._(msg`A Stripe price id starts with price_`),
      }),
    ),
    texts: z.object({ pl: text, es: text, de: text, fr: text }),
    features: z.record(
      z.string(),
      z.object({
        offered: z.boolean(),
        value: z.string(),
        translations: z.object({ pl: z.string(), es: z.string(), de: z.string(), fr: z.string() }),
      }),
    ),
  }) satisfies z.ZodMiniType<PlanFormValues>;
}
