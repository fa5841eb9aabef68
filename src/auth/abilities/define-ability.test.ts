import { describe, expect, it } from 'vitest';
import { abilityAllows, defineAbility } from './define-ability';
import { accessUser } from './test-fixtures';

describe('defineAbility', () => {
  it('lets everyone read everything, signed out included', () => {
    expect(defineAbility({ user: null, abilities: [] }).can('read', 'Domain')).toBe(true);
    expect(defineAbility({ user: accessUser(), abilities: [] }).can('read', 'AdminUser')).toBe(true);
  });

  it('grants nothing beyond reading to a user without roles or permissions', () => {
    const ability = defineAbility({ user: accessUser(), abilities: [] });
    expect(ability.can('create', 'User')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('lets the admin role manage everything', () => {
    const ability = defineAbility({ user: accessUser({ roles: ['admin'] }), abilities: [] });
    expect(ability.can('delete', 'AdminBackup')).toBe(true);
    expect(ability.can('manage', 'Domain')).toBe(true);
  });

  it('gives the admin role to an is_admin user without roles', () => {
    const ability = defineAbility({ user: accessUser({ is_admin: true }), abilities: [] });
    expect(ability.can('delete', 'User')).toBe(true);
  });

  it('does not give the admin role to an is_admin user who holds other roles', () => {
    const ability = defineAbility({
      user: accessUser({ is_admin: true, roles: ['support'] }),
      abilities: [],
    });
    expect(ability.can('delete', 'User')).toBe(false);
  });

  it("grants each of the user's permissions as its action on its subject, and only that action", () => {
    const ability = defineAbility({ user: accessUser({ permissions: ['users.create'] }), abilities: [] });
    expect(ability.can('create', 'User')).toBe(true);
    expect(ability.can('delete', 'User')).toBe(false);
    expect(ability.can('create', 'Domain')).toBe(false);
  });

  it('merges the fetched abilities with the user’s own permissions', () => {
    const ability = defineAbility({
      user: accessUser({ permissions: ['users.create'] }),
      abilities: ['admin.users.view'],
    });
    expect(ability.can('create', 'User')).toBe(true);
    expect(ability.can('view', 'AdminUser')).toBe(true);
  });

  it('ignores fetched abilities when nobody is signed in', () => {
    expect(defineAbility({ user: null, abilities: ['users.create'] }).can('create', 'User')).toBe(false);
  });
});

describe('abilityAllows', () => {
  it('answers for a permission string through the rule it maps to', () => {
    const ability = defineAbility({ user: accessUser(), abilities: ['admin.users.view'] });
    expect(abilityAllows(ability, 'admin.users.view')).toBe(true);
    expect(abilityAllows(ability, 'admin.users.update')).toBe(false);
    expect(abilityAllows(ability, 'domains.read')).toBe(true);
  });

  it('refuses a string that maps to no rule', () => {
    const ability = defineAbility({ user: accessUser({ roles: ['admin'] }), abilities: [] });
    expect(abilityAllows(ability, 'nonsense')).toBe(false);
  });
});
