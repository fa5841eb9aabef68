/** Spec section 9: the page sizes a list offers, and the one it starts with. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Spec section 9: at most this many numbered page buttons, the first and last included. */
export const PAGER_COUNT = 7;
/**
 * On a phone, three: seven buttons and the arrows are 396 px, wider than a 360 px screen; the first, the
 * current and the last page (1 … 9 … 20) and the arrows fit.
 */
export const PHONE_PAGER_COUNT = 3;

/** One slot of the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap-before' | 'gap-after';

/** Whether a value (from the URL, say) is one of the offered page sizes. */
export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

/** Pages needed for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page within 1..count (a page past the end, after deletions, shows the last). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), count);
}

/**
 * The pager's slots, with element-plus's `pager-count` rules: with `pagerCount` 7 there are never more
 * than 7 numbered buttons, page 1 and the last page always among them. Up to 7 pages, all show.
 * Otherwise the window around the current page holds `pagerCount - 2` pages: it sits at the start
 * (1 2 3 4 5 6 … 20) while the current page is within the first `pagerCount - half` pages, at the end
 * (1 … 15 16 17 18 19 20) within the last `half + 1`, and is centred in between
 * (1 … 8 9 10 11 12 … 20), where `half` is (pagerCount - 1) / 2. `pagerCount` must be odd and at least 3.
 */
export function pagerItems(current: number, count: number, pagerCount = PAGER_COUNT): PagerItem[] {
  const page = clampPage(current, count);
  const half = (pagerCount - 1) / 2;
  const gapBefore = count > pagerCount && page > pagerCount - half;
  const gapAfter = count > pagerCount && page < count - half;

  let from = 2;
  let to = count - 1;
  if (gapBefore && !gapAfter) {
    from = count - (pagerCount - 2);
  } else if (!gapBefore && gapAfter) {
    to = pagerCount - 1;
  } else if (gapBefore && gapAfter) {
    const offset = Math.floor(pagerCount / 2) - 1;
    from = page - offset;
    to = page + offset;
  }

  const items: PagerItem[] = [1];
  if (gapBefore) items.push('gap-before');
  for (let number = from; number <= to; number += 1) items.push(number);
  if (gapAfter) items.push('gap-after');
  if (count > 1) items.push(count);
  return items;
}

/** The 1-based positions of the rows a page shows ("Showing 11–20 of 45"); 0–0 for an empty list. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}

/** A slot of the pager and the widths it shows at: `wide` from the `sm` breakpoint up, `narrow` below it. */
export type PagerSlot = { item: PagerItem; wide: boolean; narrow: boolean };

/**
 * The pager's slots for a wide screen and a phone in one ordered list, each saying where it shows: one
 * element per page button whatever the width, so it keeps its focus and its name when the screen turns.
 */
export function pagerSlots(current: number, count: number): PagerSlot[] {
  const wide = pagerItems(current, count);
  const narrow = pagerItems(current, count, PHONE_PAGER_COUNT);
  const position = (item: PagerItem) =>
    item === 'gap-before' ? 1.5 : item === 'gap-after' ? count - 0.5 : item;
  return [...new Set([...wide, ...narrow])]
    .sort((a, b) => position(a) - position(b))
    .map((item) => ({ item, wide: wide.includes(item), narrow: narrow.includes(item) }));
}
