import { describe, expect, it } from 'vitest';
import { effectiveRoles, hasPermission, hasPermissions, hasRole, hasRoles } from './access';
import { accessUser } from './test-fixtures';

describe('permission checks', () => {
  it("finds a permission among the user's own", () => {
    const access = { user: accessUser({ permissions: ['admin.dashboard.view'] }), abilities: [] };
    expect(hasPermission(access, 'admin.dashboard.view')).toBe(true);
    expect(hasPermission(access, 'admin.users.view')).toBe(false);
  });

  it('finds a permission among the fetched abilities', () => {
    const access = { user: accessUser(), abilities: ['admin.support.view'] };
    expect(hasPermission(access, 'admin.support.view')).toBe(true);
  });

  it('compares the raw string, so the admin role does not stand in for a missing permission', () => {
    const access = { user: accessUser({ roles: ['admin'] }), abilities: ['admin.dashboard.view'] };
    expect(hasPermission(access, 'admin.users.view')).toBe(false);
  });

  it('holds nothing when signed out, whatever abilities linger', () => {
    expect(hasPermission({ user: null, abilities: ['admin.users.view'] }, 'admin.users.view')).toBe(false);
  });

  it('accepts a list when any one permission is held', () => {
    const access = { user: accessUser(), abilities: ['admin.support.view'] };
    expect(hasPermissions(access, ['admin.users.view', 'admin.support.view'])).toBe(true);
    expect(hasPermissions(access, ['admin.users.view', 'admin.roles.view'])).toBe(false);
    expect(hasPermissions(access, [])).toBe(false);
  });
});

describe('role checks', () => {
  it('finds a held role', () => {
    const access = { user: accessUser({ roles: ['support'] }), abilities: [] };
    expect(hasRole(access, 'support')).toBe(true);
    expect(hasRole(access, 'admin')).toBe(false);
  });

  it('counts the admin role of an is_admin user without roles', () => {
    expect(effectiveRoles(accessUser({ is_admin: true }))).toEqual(['admin']);
    expect(hasRole({ user: accessUser({ is_admin: true }), abilities: [] }, 'admin')).toBe(true);
    expect(effectiveRoles(accessUser({ is_admin: true, roles: ['support'] }))).toEqual(['support']);
  });

  it('accepts a list when any one role is held, and none when signed out', () => {
    const access = { user: accessUser({ roles: ['support'] }), abilities: [] };
    expect(hasRoles(access, ['admin', 'support'])).toBe(true);
    expect(hasRoles(access, ['admin', 'user'])).toBe(false);
    expect(hasRoles({ user: null, abilities: [] }, ['admin'])).toBe(false);
  });
});
