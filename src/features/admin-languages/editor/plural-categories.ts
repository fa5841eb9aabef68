import { PLURAL_CATEGORIES, type PluralCategory } from './plural-arguments';

/** The counts the editor renders a plural message for, as the issue asks: one of each Polish form. */
export const SAMPLE_COUNTS = [1, 2, 5, 22, 25] as const;

/**
 * The plural categories a message in `locale` needs a case for: those CLDR picks for a whole number up to
 * a thousand, and `other`, which ICU always asks for. So Polish needs one, few, many and other, English,
 * Spanish, German and French one and other (the `many` Spanish and French use for millions is left to
 * `other`, as the shipped catalogs do), and a language added later what its own rules say. Ordinals
 * (`selectordinal`) follow the language's ordinal rules the same way. The server checks the same on save.
 */
export function neededCategories(locale: string, ordinal = false): PluralCategory[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
  } catch {
    return ['one', 'other'];
  }
  const used = new Set<string>(['other']);
  for (let count = 0; count <= 1000; count++) used.add(rules.select(count));
  return PLURAL_CATEGORIES.filter((category) => used.has(category));
}

/** The category `locale` uses for `count` (its CLDR rules through Intl). */
export function categoryOf(locale: string, count: number, ordinal = false): string {
  try {
    return new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}
