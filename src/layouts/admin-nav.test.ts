import { describe, expect, it } from 'vitest';
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
});
