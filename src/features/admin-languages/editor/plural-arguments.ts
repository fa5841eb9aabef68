/** One case of a plural argument: its key (`one`, `few`, `=0`) and where its body lies in the text. */
export interface PluralCase {
  key: string;
  /** The first character inside the case's braces. */
  start: number;
  /** The case's closing brace. */
  end: number;
}

/** A plural (or ordinal) argument at the top level of an ICU message, with its cases. */
export interface PluralArgument {
  name: string;
  /** `selectordinal` (1st, 2nd…), whose categories follow the language's ordinal rules. */
  ordinal: boolean;
  cases: PluralCase[];
  /** The argument's closing brace: where a new case goes when no later one is there. */
  end: number;
}

/** The CLDR categories in their usual order, the order new cases are written in. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** Where a quoted stretch (`'{'`, `'{literal}'`) that starts at `at` ends, or `at` when none starts there. */
function skipQuote(text: string, at: number): number {
  if (text[at] !== "'") return at;
  const next = text[at + 1];
  if (next === "'") return at + 1;
  if (next !== '{' && next !== '}' && next !== '#') return at;
  const close = text.indexOf("'", at + 1);
  return close === -1 ? text.length - 1 : close;
}

/** The index of the brace closing the one at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    at = skipQuote(text, at);
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

function casesOf(text: string, from: number, end: number): PluralCase[] {
  const cases: PluralCase[] = [];
  let at = from;
  while (at < end) {
    const open = text.indexOf('{', at);
    if (open === -1 || open > end) break;
    const key = text.slice(at, open).trim().split(/\s+/).pop() ?? '';
    const close = closingBrace(text, open);
    if (key !== '' && !key.startsWith('offset:')) cases.push({ key, start: open + 1, end: close });
    at = close + 1;
  }
  return cases;
}

/**
 * The plural and ordinal arguments at the top level of `text` (an ICU message that compiles), with where
 * each case's body is, so that a form's field per category can read and write one case. Nested plurals
 * stay inside their case's text.
 */
export function pluralArguments(text: string): PluralArgument[] {
  const found: PluralArgument[] = [];
  for (let at = 0; at < text.length; at++) {
    at = skipQuote(text, at);
    if (text[at] !== '{') continue;
    const end = closingBrace(text, at);
    const [name = '', type = '', ...rest] = text.slice(at + 1, end).split(',');
    const kind = type.trim();
    if ((kind === 'plural' || kind === 'selectordinal') && rest.length > 0) {
      const casesFrom = at + 1 + name.length + 1 + type.length + 1;
      const cases = casesOf(text, casesFrom, end);
      found.push({ name: name.trim(), ordinal: kind === 'selectordinal', cases, end });
    }
    at = end;
  }
  return found;
}

/** The body of `argument`'s case `key` in `text`, or null when the message has no such case. */
export function caseText(text: string, argument: PluralArgument, key: string): string | null {
  const found = argument.cases.find((item) => item.key === key);
  return found ? text.slice(found.start, found.end) : null;
}

const orderOf = (key: string) => {
  const index = PLURAL_CATEGORIES.indexOf(key as PluralCategory);
  return index === -1 ? -1 : index;
};

/**
 * `text` with `argument`'s case `key` reading `body`: replaced where the case exists, else written before
 * the first case that comes after it in CLDR order (so `few` lands between `one` and `other`).
 */
export function withCase(text: string, argument: PluralArgument, key: string, body: string): string {
  const existing = argument.cases.find((item) => item.key === key);
  if (existing) return text.slice(0, existing.start) + body + text.slice(existing.end);
  const later = argument.cases.find((item) => orderOf(item.key) > orderOf(key));
  if (later) {
    const keyAt = text.lastIndexOf(later.key, later.start);
    return `${text.slice(0, keyAt)}${key} {${body}} ${text.slice(keyAt)}`;
  }
  const before = text.slice(0, argument.end).trimEnd();
  return `${before} ${key} {${body}}${text.slice(argument.end)}`;
}
