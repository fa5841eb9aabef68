import { msg } from '@lingui/core/runtime-macro';
import type { BuiltInCatalogs, CatalogMessage } from '../../../lib/built-in-catalogs.ts';
import { invalidFields, type FieldError } from '../../../lib/http-error.ts';
import { translationProblems } from '../../../lib/message-checks.ts';
import { builtInText } from '../../languages/language-messages.ts';

/** One key of a save: the text to store over the message, or null to store none (the built-in one reads). */
interface PlannedTranslation {
  message: CatalogMessage;
  value: string | null;
}

const unknownKey = msg`There is no message with this key`;
const emptyText = msg`Write a text, or delete the override to restore the built-in one`;

/**
 * The save of `translations` (text or null by key) in language `code`, each text checked as the
 * contract says: the key names a message, the text compiles, its plurals have every form the language
 * needs and its placeholders are the English source's. A text equal to the built-in one stores none.
 * All or nothing: any problem answers 422 naming each key (`translations.<key>`) and what is wrong.
 */
export function plannedTranslations(
  catalogs: BuiltInCatalogs,
  code: string,
  translations: Readonly<Record<string, string | null>>,
): PlannedTranslation[] {
  const planned: PlannedTranslation[] = [];
  const errors: Record<string, FieldError[]> = {};
  for (const [key, value] of Object.entries(translations)) {
    const message = catalogs.byKey.get(key);
    const field = `translations.${key}`;
    if (!message) {
      errors[field] = [{ message: unknownKey }];
      continue;
    }
    if (value === null || value === builtInText(catalogs, code, message)) {
      planned.push({ message, value: null });
      continue;
    }
    if (value.trim() === '') {
      errors[field] = [{ message: emptyText }];
      continue;
    }
    const problems = translationProblems(value, code, message.placeholders);
    if (problems.length) errors[field] = problems;
    else planned.push({ message, value });
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  return planned;
}
