import type { AdminFeature } from '@/api/queries/admin-plans';
import type { TranslatedLocale } from './edit/plan-form-values';

type Translatable = Pick<AdminFeature, 'name' | 'description' | 'translations'>;

/**
 * A plan's or feature's name and description in the reader's language where it has them, else the
 * record's own English ones (as its readers see it): lists are read, the English is edited in the form.
 */
export function textIn(record: Translatable, locale: string) {
  const translated = record.translations?.[locale as TranslatedLocale];
  return {
    name: translated?.name ?? record.name,
    description: translated?.description ?? record.description ?? null,
  };
}
