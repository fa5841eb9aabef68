import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The id the message goes under in its own Lingui instance (a constant, so extraction leaves it alone). */
const SAMPLE_ID = 'sample';
const COUNTED = new Set(['plural', 'selectordinal', 'number']);
const DATED = new Set(['date', 'time']);
const CHOICES = new Set(['plural', 'select', 'selectordinal']);

function collectValues(tokens: CompiledMessage, count: number, day: Date, values: Record<string, unknown>) {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type && COUNTED.has(type)) values[name] = count;
    else if (type && DATED.has(type)) values[name] = day;
    else values[name] ??= `{${name}}`;
    if (type && CHOICES.has(type) && format && typeof format === 'object') {
      for (const [key, value] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(value))
          collectValues(value as CompiledMessage, count, day, values);
    }
  }
}

/**
 * A compiled message as Lingui renders it in `locale` for `count`: every plural and number placeholder is
 * the count, a date or time placeholder `day`, and any other placeholder shows as its name (`{name}`), so
 * the reader sees where it goes. Null when Lingui cannot render it.
 */
export function renderSample(
  compiled: CompiledMessage,
  locale: string,
  count: number,
  day: Date,
): string | null {
  const values: Record<string, unknown> = {};
  collectValues(compiled, count, day, values);
  try {
    const i18n = setupI18n({ locale, messages: { [locale]: { [SAMPLE_ID]: compiled } } });
    return i18n._(SAMPLE_ID, values);
  } catch {
    return null;
  }
}
