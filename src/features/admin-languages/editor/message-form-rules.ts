import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { samePlaceholders, type IcuCheck } from './icu-check';

export interface MessageFormValues {
  text: string;
}

const listed = (names: readonly string[]) =>
  names.map((name) => (name.startsWith('<') ? name : `{${name}}`)).join(', ') || '—';

/**
 * What keeps a text from being saved, in the reader's language, as the server would refuse it: an ICU
 * error, a plural form the language needs, or placeholders other than English's. Null when it may be saved.
 */
export function icuProblem(check: IcuCheck, english: readonly string[], i18n: I18n): string | null {
  if (!check.valid) {
    const error = check.error;
    return i18n._(msg`This is not a valid ICU message: ${error}`);
  }
  const first = check.missing[0];
  if (first) {
    const forms = first.categories.join(', ');
    const argument = `{${first.argument}}`;
    return i18n._(msg`The plural of ${argument} needs the forms ${forms} in this language.`);
  }
  if (!samePlaceholders(check.placeholders, english)) {
    const expected = listed(english);
    const found = listed(check.placeholders);
    return i18n._(msg`Use the placeholders of the English text: ${expected} (this text has ${found}).`);
  }
  return null;
}

/**
 * The message form's rules: some text. What else keeps it from being saved (icuProblem) is said as it is
 * typed, once, under the field, and keeps the Save button disabled.
 */
export function messageFormRules(i18n: I18n) {
  return z.object({
    text: z
      .string()
      .check(
        z.refine((value: string) => value.trim() !== '', { error: i18n._(msg`This field is required`) }),
      ),
  }) satisfies z.ZodMiniType<MessageFormValues>;
}
