import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import type { MessageValues } from './i18n.ts';

const CHOICES = new Set(['plural', 'select', 'selectordinal']);
/** `<0>`, `</0>` and `<0/>`: the tags Lingui writes for a `<Trans>`'s elements. */
const TAG = /<\/?(\d+)\/?>/g;

/** Calls `visit` on every token of a compiled message, choices' cases included. */
function walk(tokens: CompiledMessage, visit: (token: CompiledMessageToken) => void) {
  for (const token of tokens) {
    visit(token);
    if (typeof token === 'string') continue;
    const [, type, format] = token;
    if (type && CHOICES.has(type) && format && typeof format === 'object') {
      for (const [key, value] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage, visit);
      }
    }
  }
}

/**
 * The placeholders (`count` for `{count}` or `{count, plural, …}`) and tags (`<0>` for `<0>…</0>`) a
 * compiled message uses, sorted: a translation must use the same as its English source.
 */
export function messagePlaceholders(compiled: CompiledMessage): string[] {
  const found = new Set<string>();
  walk(compiled, (token) => {
    if (typeof token === 'string') for (const [, tag] of token.matchAll(TAG)) found.add(`<${tag}>`);
    else found.add(token[0]);
  });
  return [...found].sort();
}

/** Whether two sorted placeholder lists differ. */
export const placeholdersDiffer = (a: readonly string[], b: readonly string[]) =>
  a.length !== b.length || a.some((name, index) => name !== b[index]);

const neededByLanguage = new Map<string, string[]>();

/**
 * The plural categories a message in `locale` must give a case for: those the language's rules pick
 * for a whole number from 0 to 1000, and `other`, which ICU always needs. So Polish needs one, few,
 * many and other; English, Spanish, German and French one and other (the `many` Spanish and French
 * use for millions falls back to `other`, as the shipped catalogs have it).
 */
function neededPluralCategories(locale: string, type: Intl.PluralRuleType = 'cardinal'): string[] {
  const known = neededByLanguage.get(`${locale} ${type}`);
  if (known) return known;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale, { type });
  } catch {
    rules = new Intl.PluralRules('en', { type });
  }
  const needed = new Set(['other']);
  for (let count = 0; count <= 1000; count++) needed.add(rules.select(count));
  const categories = rules.resolvedOptions().pluralCategories.filter((category) => needed.has(category));
  neededByLanguage.set(`${locale} ${type}`, categories);
  return categories;
}

/** What is wrong with a translation, worded for the error's field. */
interface MessageProblem {
  message: MessageDescriptor;
  values?: MessageValues;
}

// Worded with placeholders filled when the answer is written (the error's values).
const problems = {
  notCompiled: msg({ message: 'This is not a valid message: {error}' }),
  pluralCases: msg({ message: 'The plural of {argument} needs the forms: {categories}' }),
  unknownPlaceholders: msg({ message: 'Placeholders the English text does not have: {names}' }),
  missingPlaceholders: msg({ message: 'Placeholders of the English text missing here: {names}' }),
};

function pluralProblems(compiled: CompiledMessage, locale: string): MessageProblem[] {
  const found: MessageProblem[] = [];
  walk(compiled, (token) => {
    if (typeof token === 'string') return;
    const [argument, type, format] = token;
    if ((type !== 'plural' && type !== 'selectordinal') || !format || typeof format !== 'object') return;
    const given = new Set(Object.keys(format));
    const lacking = neededPluralCategories(locale, type === 'plural' ? 'cardinal' : 'ordinal').filter(
      (category) => !given.has(category),
    );
    if (lacking.length) {
      found.push({ message: problems.pluralCases, values: { argument, categories: lacking.join(', ') } });
    }
  });
  return found;
}

/** The compiler's error without the drawing of the text under it: `… at line 1 col 11`. */
const firstLine = (error: string) => (error.split('\n')[0] ?? '').replace(/:\s*$/, '');

/**
 * Why `text` cannot stand for a message whose English source uses `sourcePlaceholders` in `locale`:
 * it does not compile as Lingui compiles catalogs, a plural lacks a form the language needs, or its
 * placeholders and tags are not the source's. Empty when it can.
 */
export function translationProblems(
  text: string,
  locale: string,
  sourcePlaceholders: readonly string[],
): MessageProblem[] {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(text);
  } catch (error) {
    return [
      {
        message: problems.notCompiled,
        values: { error: firstLine(error instanceof Error ? error.message : '') },
      },
    ];
  }
  const found = pluralProblems(compiled, locale);
  const used = messagePlaceholders(compiled);
  const unknown = used.filter((name) => !sourcePlaceholders.includes(name));
  const missing = sourcePlaceholders.filter((name) => !used.includes(name));
  if (unknown.length)
    found.push({ message: problems.unknownPlaceholders, values: { names: unknown.join(', ') } });
  if (missing.length)
    found.push({ message: problems.missingPlaceholders, values: { names: missing.join(', ') } });
  return found;
}
