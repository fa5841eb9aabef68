import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readingTimeMinutes', () => {
  it('gives at least 1 minute, even for an empty text', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('   \n ')).toBe(1);
  });

  it('gives 1 minute for 200 words and 2 for 201', () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
  });

  it('counts words across any run of white space', () => {
    expect(readingTimeMinutes(`  ${words(400)}\n\n\t${words(1)}  `)).toBe(3);
  });
});
