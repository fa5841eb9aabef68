import { afterEach, describe, expect, it } from 'vitest';
import { recentItemsKey } from '@/lib/recent-items';
import type { PaletteOption } from './palette-options';
import { readRecentItems, RECENT_LIMIT, recentOptions, rememberRecentItem } from './recent-items';

afterEach(() => {
  localStorage.clear();
});

const domain = (n: number) => ({
  kind: 'domain' as const,
  label: `d${String(n)}.example`,
  path: `/domains/${String(n)}`,
});

describe('recent items', () => {
  it('keeps the newest five, each path once, under the user its own key', () => {
    for (let n = 1; n <= 7; n += 1) rememberRecentItem('user-1', domain(n));
    rememberRecentItem('user-1', domain(5));

    expect(readRecentItems('user-1').map((item) => item.path)).toEqual([
      '/domains/5',
      '/domains/7',
      '/domains/6',
      '/domains/4',
      '/domains/3',
    ]);
    expect(readRecentItems('user-1')).toHaveLength(RECENT_LIMIT);
    expect(readRecentItems('user-2')).toEqual([]);
  });

  it('reads nothing from storage holding something else, and drops what is not an item of this app', () => {
    localStorage.setItem(recentItemsKey('user-1'), '{not json');
    expect(readRecentItems('user-1')).toEqual([]);
    localStorage.setItem(
      recentItemsKey('user-1'),
      JSON.stringify([
        domain(1),
        { kind: 'domain', label: 'away', path: 'https://evil.example/' },
        { kind: 'script', label: 'x', path: '/x' },
        { kind: 'domain', path: '/domains/2' },
      ]),
    );
    expect(readRecentItems('user-1')).toEqual([domain(1)]);
  });

  it('shows a screen by its label of now, and a record only under a screen the user may open', () => {
    const screens: PaletteOption[] = [
      { key: 'screen:/events', label: 'Zdarzenia', href: '/events', kind: 'screen' },
      { key: 'screen:/domains', label: 'Domeny', href: '/domains', kind: 'screen' },
    ];
    const options = recentOptions(
      [
        { kind: 'screen', label: 'Events', path: '/events' },
        { kind: 'event', label: 'purchase · e1', path: '/events?event=e1' },
        { kind: 'domain', label: 'shop.example.com', path: '/domains-other/1' },
        { kind: 'user', label: 'Ann', path: '/admin/users/9' },
        { kind: 'screen', label: 'Users', path: '/admin/users' },
      ],
      screens,
    );

    expect(options.map(({ key, label, href }) => [key, label, href])).toEqual([
      ['recent:/events', 'Zdarzenia', '/events'],
      ['recent:/events?event=e1', 'purchase · e1', '/events?event=e1'],
    ]);
  });
});
