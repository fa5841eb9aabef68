import type { SelectFieldOption } from '@/components/form/select-field';
import type { Language } from '@/i18n/language-list';
import { LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';

/**
 * The languages a user may pick, each under its own name: the active ones, plus the user's current one
 * should an administrator have turned it off since, so the form never shows an empty choice.
 */
export function languageOptions(offered: readonly Language[], current: Locale): SelectFieldOption[] {
  const options = offered.map((language) => ({ value: language.code, label: language.native }));
  if (!options.some((option) => option.value === current)) {
    options.push({ value: current, label: LOCALE_NATIVE_NAMES[current] });
  }
  return options;
}
