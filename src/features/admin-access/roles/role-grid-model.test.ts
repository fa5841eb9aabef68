import { describe, expect, it } from 'vitest';
import { aPermission, aRole } from '../../../../tests/fixtures/admin-access';
import {
  affectedUsers,
  grantedCount,
  grantingRoles,
  groupPermissions,
  stagedChanges,
  stageGrants,
  type StagedGrants,
} from './role-grid-model';

const NONE: StagedGrants = new Map();
const usersView = aPermission({ id: 'p1', name: 'admin.users.view', group: 'admin.users' });
const usersEdit = aPermission({ id: 'p2', name: 'admin.users.update', group: 'admin.users' });
const logsView = aPermission({ id: 'p3', name: 'admin.logs.view', group: 'admin.logs' });
const permissions = [usersView, usersEdit, logsView];
const support = aRole({ id: 'r1', name: 'support', permissions: ['admin.users.view'], users_count: 3 });
const auditor = aRole({ id: 'r2', name: 'auditor', permissions: [], users_count: 2 });
const admin = aRole({ id: 'r3', name: 'admin', permissions: [], users_count: 1 });

describe('role grid model', () => {
  it('groups permissions by area in the sidebar’s order, viewing first, made-up ones last', () => {
    const custom = aPermission({ id: 'p4', name: 'reports.export', group: 'reports' });
    const usersAudit = aPermission({ id: 'p5', name: 'admin.users.audit', group: 'admin.users' });
    const groups = groupPermissions([custom, logsView, usersAudit, usersEdit, usersView]);
    expect(groups.map(({ group, permissions: members }) => [group, members.map((p) => p.id)])).toEqual([
      ['admin.users', ['p1', 'p2', 'p5']],
      ['admin.logs', ['p3']],
      ['reports', ['p4']],
    ]);
  });

  it('stages grants and forgets a role once it is back to what the server holds', () => {
    const granted = stageGrants(NONE, support, ['admin.logs.view'], true);
    expect(stagedChanges([support, auditor], granted)).toEqual([
      { role: support, added: ['admin.logs.view'], removed: [] },
    ]);
    const undone = stageGrants(granted, support, ['admin.logs.view'], false);
    expect(undone.size).toBe(0);
  });

  it('stages a whole area at once, gaining and losing', () => {
    let staged = stageGrants(NONE, support, ['admin.users.view', 'admin.users.update'], false);
    staged = stageGrants(staged, auditor, ['admin.users.view', 'admin.users.update'], true);
    expect(stagedChanges([support, auditor], staged)).toEqual([
      { role: support, added: [], removed: ['admin.users.view'] },
      { role: auditor, added: ['admin.users.update', 'admin.users.view'], removed: [] },
    ]);
    expect(affectedUsers(stagedChanges([support, auditor], staged))).toBe(5);
  });

  it('counts what each role grants on screen, a built-in role everything', () => {
    const staged = stageGrants(NONE, auditor, ['admin.logs.view'], true);
    expect(grantedCount(support, permissions, staged)).toBe(1);
    expect(grantedCount(auditor, permissions, staged)).toBe(1);
    expect(grantedCount(admin, permissions, staged)).toBe(3);
    expect(grantingRoles('admin.logs.view', [support, auditor, admin], staged)).toBe(2);
    expect(grantingRoles('admin.users.update', [support, auditor, admin], staged)).toBe(1);
  });
});
