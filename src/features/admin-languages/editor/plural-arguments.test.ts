import { describe, expect, it } from 'vitest';
import { caseText, pluralArguments, withCase } from './plural-arguments';
import { neededCategories } from './plural-categories';

const EVENTS = '{0, plural, one {# zdarzenie} other {# zdarzeń}}';

describe('pluralArguments', () => {
  it('finds each top-level plural with its cases, beside text and other placeholders', () => {
    const text = `Masz {name}: ${EVENTS} i {1, selectordinal, one {#.} other {#.}}`;
    const [events, ordinal] = pluralArguments(text);
    expect(events?.name).toBe('0');
    expect(events?.ordinal).toBe(false);
    expect(events?.cases.map((item) => item.key)).toEqual(['one', 'other']);
    expect(events && caseText(text, events, 'other')).toBe('# zdarzeń');
    expect(ordinal?.ordinal).toBe(true);
  });

  it('keeps a nested plural and a quoted brace inside their case', () => {
    const text = "{n, plural, one {'{'jeden'}'} other {{m, plural, one {a} other {b}}}}";
    const [plural] = pluralArguments(text);
    expect(plural?.cases.map((item) => item.key)).toEqual(['one', 'other']);
    expect(plural && caseText(text, plural, 'other')).toBe('{m, plural, one {a} other {b}}');
  });
});

describe('withCase', () => {
  it('replaces a case, and writes a new one in CLDR order', () => {
    const [plural] = pluralArguments(EVENTS);
    if (!plural) throw new Error('no plural');
    expect(withCase(EVENTS, plural, 'one', '# wydarzenie')).toBe(
      '{0, plural, one {# wydarzenie} other {# zdarzeń}}',
    );
    expect(withCase(EVENTS, plural, 'few', '# zdarzenia')).toBe(
      '{0, plural, one {# zdarzenie} few {# zdarzenia} other {# zdarzeń}}',
    );
  });
});

describe('neededCategories', () => {
  it('asks Polish for four forms and English, Spanish, German and French for two', () => {
    expect(neededCategories('pl')).toEqual(['one', 'few', 'many', 'other']);
    for (const locale of ['en', 'es', 'de', 'fr']) expect(neededCategories(locale)).toEqual(['one', 'other']);
  });
});
