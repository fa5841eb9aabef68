import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pluralArguments, type PluralArgument, type PluralCategory } from './plural-arguments';
import { neededCategories } from './plural-categories';

/** A plural argument that lacks cases its language needs. */
export interface MissingCases {
  argument: string;
  categories: PluralCategory[];
}

/** What the editor knows of a text as typed: whether it compiles, and what it lacks or names. */
export type IcuCheck =
  | { valid: false; error: string }
  | {
      valid: true;
      compiled: CompiledMessage;
      plurals: PluralArgument[];
      /** Cases the language needs that a plural argument leaves out: saving waits for them. */
      missing: MissingCases[];
      /** The placeholders the text names, sorted. */
      placeholders: string[];
    };

const CHOICES = new Set(['plural', 'select', 'selectordinal']);
/** The formats Lingui renders; the compiler accepts any name (`{n, foo}`), which would fail on screen. */
const FORMATS = new Set([...CHOICES, 'number', 'date', 'time']);

/** The first format Lingui cannot render (`{n, foo}` gives `foo`), if any. */
function unknownFormat(tokens: CompiledMessage): string | null {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [, type, format] = token;
    if (type && !FORMATS.has(type)) return type;
    if (type && CHOICES.has(type) && format && typeof format === 'object') {
      for (const [key, value] of Object.entries(format)) {
        const found =
          key !== 'offset' && Array.isArray(value) ? unknownFormat(value as CompiledMessage) : null;
        if (found) return found;
      }
    }
  }
  return null;
}

function collectNames(tokens: CompiledMessage, names: Set<string>) {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    names.add(name);
    if (type && CHOICES.has(type) && format && typeof format === 'object') {
      for (const [key, value] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(value)) collectNames(value as CompiledMessage, names);
    }
  }
}

const TAG = /<(\d+)\/?>/g;

/**
 * The placeholders of a message as the server compares them with English's: the names its compiled form
 * gives (`0`, `count`, a plural's argument) and its tags (`<0>` for `<0>…</0>` or `<0/>`), sorted.
 */
export function placeholdersOf(compiled: CompiledMessage, text: string): string[] {
  const names = new Set<string>();
  collectNames(compiled, names);
  for (const [, tag] of text.matchAll(TAG)) names.add(`<${tag}>`);
  return [...names].sort();
}

/** Whether two lists of placeholders name the same ones, in whatever order. */
export function samePlaceholders(a: readonly string[], b: readonly string[]): boolean {
  const sorted = (list: readonly string[]) => [...new Set(list)].sort().join('\n');
  return sorted(a) === sorted(b);
}

/**
 * Checks a translation in `locale` as Lingui will compile it (its message compiler, the one the server
 * uses on save): an ICU syntax error, or a plural argument without a case the language's plural rules
 * need (Polish: one, few, many, other).
 */
export function checkIcu(text: string, locale: string): IcuCheck {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(text);
  } catch (error) {
    // The parser's message goes on with a drawing of where it stopped; its first line says what it found.
    const said = error instanceof Error ? error.message : String(error);
    return { valid: false, error: said.split('\n')[0] ?? said };
  }
  const unknown = unknownFormat(compiled);
  if (unknown) return { valid: false, error: `{…, ${unknown}}` };
  const plurals = pluralArguments(text);
  const missing = plurals.flatMap((plural) => {
    const categories = neededCategories(locale, plural.ordinal).filter(
      (category) => !plural.cases.some((item) => item.key === category),
    );
    return categories.length > 0 ? [{ argument: plural.name, categories }] : [];
  });
  return { valid: true, compiled, plurals, missing, placeholders: placeholdersOf(compiled, text) };
}
