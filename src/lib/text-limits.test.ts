import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkTextLimits, countWords, type TextLimits } from './text-limits';

function message(text: string, limits: TextLimits): string | null {
  const descriptor = checkTextLimits(text, limits);
  return descriptor ? i18n._(descriptor) : null;
}

describe('checkTextLimits', () => {
  it('asks for a required value when the text is empty or only white space', () => {
    expect(message('', { required: true })).toBe('This field is required');
    expect(message('   \n', { required: true })).toBe('This field is required');
    expect(message('x', { required: true })).toBeNull();
  });

  it('lets an optional empty text through whatever its other limits', () => {
    expect(message('', { minLength: 5, maxWords: 0 })).toBeNull();
  });

  it('names the character maximum once the text is longer', () => {
    expect(message('abcdef', { maxLength: 5 })).toBe('Maximum 5 characters allowed');
    expect(message('abcde', { maxLength: 5 })).toBeNull();
    expect(message('ab', { maxLength: 1 })).toBe('Maximum 1 character allowed');
  });

  it('names the character minimum while the text is shorter', () => {
    expect(message('abc', { minLength: 8 })).toBe('Minimum 8 characters required');
    expect(message('abcdefgh', { minLength: 8 })).toBeNull();
  });

  it('names the word maximum once the text has more words', () => {
    expect(message('one two  three\nfour', { maxWords: 3 })).toBe('Maximum 3 words allowed');
    expect(message(' one two three ', { maxWords: 3 })).toBeNull();
  });

  it('reports the required rule before the length rules', () => {
    expect(message('', { required: true, minLength: 3 })).toBe('This field is required');
  });
});

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  a\tb\n\nc  ')).toBe(3);
  });
});
