// Apart from the tabs themselves: a route's `validateSearch` runs in the first-load chunk, and the tabs
// would bring Radix's tabs with them.

/**
 * The tab a record page opens on: `?tab=` when it names one of `ids`, else the first. For the route's
 * `validateSearch`, so a shared or reloaded link opens the same tab and a stale one falls back.
 */
export function tabOf(value: unknown, ids: readonly string[]): string | undefined {
  return typeof value === 'string' && ids.includes(value) ? value : ids[0];
}
