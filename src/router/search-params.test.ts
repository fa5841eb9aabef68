import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('writes text that looks like a number or a flag as it is, not quoted', () => {
    // What a screen's validateSearch keeps of a mailed link: text.
    const search = { expires: '1712345678', signature: 'ab12', remember: 'true' };
    expect(stringifySearch(search)).toBe('?expires=1712345678&signature=ab12&remember=true');
  });

  it('writes numbers a screen sets as plain digits', () => {
    expect(stringifySearch({ page: 2, per_page: 20 })).toBe('?page=2&per_page=20');
  });

  it('round-trips list filters as JSON arrays', () => {
    const written = stringifySearch({ status: ['active', 'pending'] });
    expect(parseSearch(written)).toEqual({ status: ['active', 'pending'] });
  });

  it('reads a mailed link back to the same address', () => {
    const link = '?expires=1712345678&signature=ab12';
    expect(stringifySearch(parseSearch(link))).toBe(link);
  });

  it('round-trips text that looks like JSON', () => {
    for (const text of ['[1]', '"quoted"', '{x}', '[broken']) {
      expect(parseSearch(stringifySearch({ search: text }))).toEqual({ search: text });
    }
  });
});
