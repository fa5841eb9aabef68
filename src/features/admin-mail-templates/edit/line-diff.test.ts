import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('keeps the common lines and marks what the edit removed and added', () => {
    expect(
      lineDiff('Hello {{ name }},\nReset it here.\nThanks', 'Hello {{ name }},\nSet a new one here.\nThanks'),
    ).toEqual([
      { kind: 'same', text: 'Hello {{ name }},' },
      { kind: 'removed', text: 'Reset it here.' },
      { kind: 'added', text: 'Set a new one here.' },
      { kind: 'same', text: 'Thanks' },
    ]);
  });

  it('marks nothing for equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
