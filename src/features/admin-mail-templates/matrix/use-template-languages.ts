import { useSuspenseQuery } from '@tanstack/react-query';
import { adminMailTemplatesQueries } from '@/api/queries/admin-mail-templates';
import type { components } from '@/api/schema.gen';
import { isLocale, type Locale } from '@/i18n/locales';

/** A language templates can be written in: one of the interface's. */
export type Language = components['schemas']['Language'] & { code: Locale };

const isTemplateLanguage = (language: components['schemas']['Language']): language is Language =>
  isLocale(language.code);

/** The languages templates are written in, the default first, as the server lists them. */
export function useTemplateLanguages(): Language[] {
  const { data } = useSuspenseQuery(adminMailTemplatesQueries.languages());
  return data.filter(isTemplateLanguage);
}
