import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  isPageSize,
  PAGE_SIZES,
  PAGER_COUNT,
  pageCount,
  pageRange,
  pagerItems,
  pagerSlots,
  PHONE_PAGER_COUNT,
} from './pagination';

function pager(current: number, count: number): string {
  return pagerItems(current, count)
    .map((item) => (typeof item === 'number' ? String(item) : '…'))
    .join(' ');
}

describe('page sizes', () => {
  it('offers 10, 20, 50 and 100 rows a page and starts with 10', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('accepts only the offered sizes', () => {
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(25)).toBe(false);
    expect(isPageSize('10')).toBe(false);
  });
});

describe('pagerItems', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pager(1, 1)).toBe('1');
    expect(pager(2, 3)).toBe('1 2 3');
    expect(pager(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the window at the start while the current page is near it', () => {
    expect(pager(1, 20)).toBe('1 2 3 4 5 6 … 20');
    expect(pager(4, 20)).toBe('1 2 3 4 5 6 … 20');
    expect(pager(4, 8)).toBe('1 2 3 4 5 6 … 8');
  });

  it('centres the window on a page in the middle', () => {
    expect(pager(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(pager(5, 20)).toBe('1 … 3 4 5 6 7 … 20');
    expect(pager(16, 20)).toBe('1 … 14 15 16 17 18 … 20');
  });

  it('keeps the window at the end while the current page is near it', () => {
    expect(pager(17, 20)).toBe('1 … 15 16 17 18 19 20');
    expect(pager(20, 20)).toBe('1 … 15 16 17 18 19 20');
    expect(pager(5, 8)).toBe('1 … 3 4 5 6 7 8');
  });

  it('never shows more than seven numbered buttons, always the first and last, and the current page', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = pagerItems(current, count).filter((item) => typeof item === 'number');
        expect(numbers.length).toBe(Math.min(count, PAGER_COUNT));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  it('treats a page past the end as the last page', () => {
    expect(pager(99, 20)).toBe(pager(20, 20));
  });
});

describe('pagerSlots', () => {
  /** The pager as one width shows it. */
  function shown(current: number, count: number, width: 'wide' | 'narrow'): string {
    return pagerSlots(current, count)
      .filter((slot) => slot[width])
      .map(({ item }) => (typeof item === 'number' ? String(item) : '…'))
      .join(' ');
  }

  it('shows the wide pager from the sm breakpoint up', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        expect(shown(current, count, 'wide')).toBe(pager(current, count));
      }
    }
  });

  it('keeps a phone to the first, the current and the last page, with gaps where pages are left out', () => {
    expect(shown(1, 2, 'narrow')).toBe('1 2');
    expect(shown(1, 20, 'narrow')).toBe('1 2 … 20');
    expect(shown(3, 20, 'narrow')).toBe('1 … 3 … 20');
    expect(shown(10, 20, 'narrow')).toBe('1 … 10 … 20');
    expect(shown(20, 20, 'narrow')).toBe('1 … 19 20');
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = pagerItems(current, count, PHONE_PAGER_COUNT).filter(
          (item) => typeof item === 'number',
        );
        expect(numbers.length).toBe(Math.min(count, PHONE_PAGER_COUNT));
        expect(numbers).toContain(current);
      }
    }
  });

  it('orders the slots of both widths as one list, each page once', () => {
    const slots = pagerSlots(3, 20).map(({ item }) => item);
    expect(slots).toEqual([1, 'gap-before', 2, 3, 4, 5, 6, 'gap-after', 20]);
  });
});

describe('pageCount, clampPage and pageRange', () => {
  it('rounds the page count up and gives an empty list one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('keeps a page within the pages that exist', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
  });

  it('gives the rows a page shows', () => {
    expect(pageRange(1, 10, 45)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
