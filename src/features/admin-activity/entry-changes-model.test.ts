import { describe, expect, it } from 'vitest';
import { changesOf, reasonOf, targetOf } from './entry-changes-model';

describe('entry changes', () => {
  it('reads a secret as changed, lists as added and removed, anything else as before and after', () => {
    expect(
      changesOf({
        target: 'support',
        changes: {
          password: { changed: true },
          permissions: { before: ['admin.users.view'], after: ['admin.logs.view'] },
          status: { before: 'active', after: 'suspended' },
          description: { before: null, after: 'Reads the log' },
        },
      }),
    ).toEqual([
      { field: 'password', kind: 'secret' },
      { field: 'permissions', kind: 'list', added: ['admin.logs.view'], removed: ['admin.users.view'] },
      { field: 'status', kind: 'value', before: 'active', after: 'suspended' },
      { field: 'description', kind: 'value', before: null, after: 'Reads the log' },
    ]);
  });

  it('leaves out a list that neither gained nor lost a name (a deleted user who had no domains)', () => {
    expect(
      changesOf({
        changes: {
          domains: { before: [], after: null },
          roles: { before: ['user'], after: null },
        },
      }),
    ).toEqual([{ field: 'roles', kind: 'list', added: [], removed: ['user'] }]);
  });

  it('gives nothing for an entry without changes or with a shape it does not know', () => {
    expect(changesOf({})).toEqual([]);
    expect(changesOf(undefined)).toEqual([]);
    expect(changesOf({ changes: 'everything' })).toEqual([]);
    expect(changesOf({ changes: { name: 'x' } })).toEqual([]);
  });

  it('reads the reason and the target only when they are text', () => {
    expect(reasonOf({ reason: 'Left the company' })).toBe('Left the company');
    expect(reasonOf({ reason: '  ' })).toBeNull();
    expect(targetOf({ target: 'ola@example.com' })).toBe('ola@example.com');
    expect(targetOf({ target: 7 })).toBeNull();
  });
});
