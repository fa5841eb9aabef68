import { describe, expect, it } from 'vitest';
import { permissionRule } from './permission-rule';

describe('permissionRule', () => {
  it('grants the action on the capitalised singular of the resource', () => {
    expect(permissionRule('users.create')).toEqual({ action: 'create', subject: 'User' });
    expect(permissionRule('categories.delete')).toEqual({ action: 'delete', subject: 'Category' });
    expect(permissionRule('addresses.edit')).toEqual({ action: 'edit', subject: 'Address' });
  });

  it('takes the last segment of a dotted permission as the action and joins the rest in PascalCase', () => {
    expect(permissionRule('admin.users.view')).toEqual({ action: 'view', subject: 'AdminUser' });
    expect(permissionRule('admin.mail-templates.update')).toEqual({
      action: 'update',
      subject: 'AdminMailTemplate',
    });
    expect(permissionRule('admin.queue-monitoring.view')).toEqual({
      action: 'view',
      subject: 'AdminQueueMonitoring',
    });
  });

  it('leaves words that are already singular as they are', () => {
    expect(permissionRule('status.view')?.subject).toBe('Status');
    expect(permissionRule('access.grant')?.subject).toBe('Access');
    expect(permissionRule('admin.dashboard.view')?.subject).toBe('AdminDashboard');
  });

  it('maps a string without a resource or an action to nothing', () => {
    for (const permission of ['users', '.view', 'users.', 'admin..view', '']) {
      expect(permissionRule(permission)).toBeNull();
    }
  });
});
