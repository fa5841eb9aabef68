// Where the command palette remembers what each user opened from it. Only the key lives here, below the
// session, which forgets every user's list at sign-out as it forgets their tokens and abilities; the rest is
// the palette's lazy chunk's (src/layouts/command-palette/recent-items.ts).

const RECENT_ITEMS_KEY_PREFIX = 'tracklane.recent.';

/** The localStorage key of `userId`'s recent items: one per user, so another account never reads them. */
export const recentItemsKey = (userId: string): string => RECENT_ITEMS_KEY_PREFIX + userId;

/** Forgets every user's recent items in `storage`. */
export function clearRecentItems(storage: Storage): void {
  for (const key of Object.keys(storage))
    if (key.startsWith(RECENT_ITEMS_KEY_PREFIX)) storage.removeItem(key);
}
