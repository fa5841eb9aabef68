import { recentItemsKey } from '@/lib/recent-items';
import type { PaletteOption } from './palette-options';

/** How many of the records and screens opened from the palette it remembers. */
export const RECENT_LIMIT = 5;

const RECENT_KINDS = ['screen', 'domain', 'event', 'ticket', 'user', 'payment'] as const;
export type RecentKind = (typeof RECENT_KINDS)[number];

/** What is remembered of an opened option: enough to show it and link to it, nothing of the record else. */
export type RecentItem = { kind: RecentKind; label: string; path: string };

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, label, path } = value as Record<string, unknown>;
  return (
    (RECENT_KINDS as readonly unknown[]).includes(kind) &&
    typeof label === 'string' &&
    // Only a path of this app: a stored item edited into another site's address is never followed.
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//')
  );
}

/** `userId`'s recent items, newest first; none when storage is off or holds anything unreadable. */
export function readRecentItems(userId: string, storage: Storage = localStorage): RecentItem[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(recentItemsKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first in `userId`'s recent items (once, by its path), keeping the newest RECENT_LIMIT. */
export function rememberRecentItem(userId: string, item: RecentItem, storage: Storage = localStorage) {
  const { kind, label, path } = item;
  const items = [
    { kind, label, path },
    ...readRecentItems(userId, storage).filter((old) => old.path !== path),
  ];
  try {
    storage.setItem(recentItemsKey(userId), JSON.stringify(items.slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or off: the item is simply not remembered.
  }
}

/** True when `path` is the screen `screen` or a page under it (`/domains/7`, `/events?event=7`). */
const isUnder = (path: string, screen: string) =>
  path === screen || path.startsWith(`${screen}/`) || path.startsWith(`${screen}?`);

/**
 * The recent items the user may still open, as options: a screen while it is among `screens` (the screens
 * the palette offers the user now, so filtered by their abilities as the Go-to list is), shown by its
 * label in the language of now; a record while its page lies under one of them.
 */
export function recentOptions(
  items: readonly RecentItem[],
  screens: readonly PaletteOption[],
): PaletteOption[] {
  return items.flatMap((item): PaletteOption[] => {
    const key = `recent:${item.path}`;
    if (item.kind === 'screen') {
      const screen = screens.find((option) => option.href === item.path);
      return screen ? [{ ...screen, key }] : [];
    }
    const permitted = screens.some((option) => option.href !== undefined && isUnder(item.path, option.href));
    return permitted ? [{ key, label: item.label, href: item.path, kind: item.kind }] : [];
  });
}
