import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Database } from '../../../db/database.ts';
import type { FeatureValue } from '../../../db/schema/business.ts';
import { invalidFields, type FieldError } from '../../../lib/http-error.ts';
import {
  featuresNamed,
  TRANSLATED_LOCALES,
  type FeatureOffer,
  type NamedText,
  type TranslatedLocale,
} from './admin-plans.repo.ts';

type FeatureInput = components['schemas']['AdminPlanFeatureInput'];
type TextTranslations = components['schemas']['AdminTextTranslations'];

const unknownFeature = msg`No active feature has this slug`;
const twice = msg`This feature is listed twice`;
const wrongKind = {
  boolean: msg`A switch takes true or false`,
  limit: msg`A limit takes a whole number of 0 or more, or nothing for unlimited`,
  text: msg`A text feature takes text`,
} as const;
const textsOnlyForText = msg`Only a text feature has a value in each language`;

function fits(type: keyof typeof wrongKind, value: FeatureValue): boolean {
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'limit') return value === null || (Number.isInteger(value) && (value as number) >= 0);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The features a plan is to offer, checked against the features themselves: each an active feature,
 * once, with a value of its type (and value texts only for a text feature). 422 on every
 * `features.N.…` that is wrong, so a form can show them all at once.
 */
export async function resolveFeatureOffers(
  db: Database,
  inputs: readonly FeatureInput[],
): Promise<FeatureOffer[]> {
  const known = await featuresNamed(
    db,
    inputs.map((input) => input.slug),
  );
  const errors: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  const offers = inputs.flatMap((input, index) => {
    const feature = known.find((row) => row.slug === input.slug);
    const at = `features.${index}`;
    if (!feature?.isActive) errors[`${at}.slug`] = [{ message: unknownFeature }];
    else if (seen.has(input.slug)) errors[`${at}.slug`] = [{ message: twice }];
    else if (!fits(feature.type, input.value)) errors[`${at}.value`] = [{ message: wrongKind[feature.type] }];
    else if (input.translations && feature.type !== 'text') {
      errors[`${at}.translations`] = [{ message: textsOnlyForText }];
    }
    seen.add(input.slug);
    if (!feature) return [];
    const translations = Object.fromEntries(
      Object.entries(input.translations ?? {}).map(([language, text]) => [language, text.trim()]),
    ) as Partial<Record<TranslatedLocale, string>>;
    return [{ featureId: feature.id, value: input.value, translations }];
  });
  if (Object.keys(errors).length) throw invalidFields(errors);
  return offers;
}

/** The translated texts of a request, trimmed, in the order of the languages. */
export function textsOf(translations: TextTranslations): Partial<Record<TranslatedLocale, NamedText>> {
  const texts: Partial<Record<TranslatedLocale, NamedText>> = {};
  for (const language of TRANSLATED_LOCALES) {
    const text = translations[language];
    if (text) texts[language] = { name: text.name.trim(), description: text.description?.trim() || null };
  }
  return texts;
}
