import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { ADMIN_NAV, permittedNav } from './admin-nav';

const paths = (groups: ReturnType<typeof permittedNav>) => groups.flatMap((g) => g.items.map((i) => i.to));

describe('permittedNav', () => {
  it('lists the seventeen areas of spec section 2 for a user who holds every permission', () => {
    expect(paths(permittedNav(ADMIN_NAV, () => true))).toHaveLength(17);
  });

  it('shows only the areas whose permission the user holds, and drops emptied groups', () => {
    const held = new Set(['admin.dashboard.view', 'admin.support.view']);
    const groups = permittedNav(ADMIN_NAV, (permission) => held.has(permission));
    expect(paths(groups)).toEqual(['/admin/dashboard', '/admin/support']);
    expect(groups).toHaveLength(2);
  });

  it('shows nothing to a user without permissions', () => {
    expect(permittedNav(ADMIN_NAV, () => false)).toEqual([]);
  });

  it('asks for the permission the spec names for activity logs', () => {
    const asked: string[] = [];
    permittedNav(ADMIN_NAV, (permission) => (asked.push(permission), false));
    expect(asked).toContain('admin.logs.view');
    expect(new Set(asked).size).toBe(17);
  });

  it.each(LOCALES)('never names a group and its only item alike, in %s', async (locale) => {
    const { messages } = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    for (const { label, items } of ADMIN_NAV) {
      if (!label) continue;
      for (const item of items) expect(i18n._(item.label)).not.toBe(i18n._(label));
    }
  });
});
