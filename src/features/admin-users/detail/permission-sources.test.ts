import { describe, expect, it } from 'vitest';
import { permissionSources } from './permission-sources';

const roles = [
  { name: 'support', permissions: ['admin.support.view', 'admin.dashboard.view'] },
  { name: 'auditor', permissions: ['admin.logs.view', 'admin.dashboard.view'] },
  { name: 'admin', permissions: [] },
];

describe('permissionSources', () => {
  it('names, for each permission held, every role of the user that grants it', () => {
    const user = {
      roles: ['support', 'auditor'],
      permissions: ['admin.support.view', 'admin.dashboard.view', 'admin.logs.view'],
    };
    expect(permissionSources(user, roles)).toEqual([
      { permission: 'admin.dashboard.view', roles: ['support', 'auditor'] },
      { permission: 'admin.logs.view', roles: ['auditor'] },
      { permission: 'admin.support.view', roles: ['support'] },
    ]);
  });

  it('counts the admin role as granting everything, and leaves a permission no role grants without one', () => {
    const user = { roles: ['admin'], permissions: ['admin.users.delete', 'admin.users.delete'] };
    expect(permissionSources(user, roles)).toEqual([{ permission: 'admin.users.delete', roles: ['admin'] }]);
    expect(permissionSources({ roles: ['support'], permissions: ['admin.logs.view'] }, roles)).toEqual([
      { permission: 'admin.logs.view', roles: [] },
    ]);
  });
});
