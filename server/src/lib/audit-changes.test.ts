import { describe, expect, it } from 'vitest';
import { SECRET_CHANGED, auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('keeps only the fields that differ, each as before → after', () => {
    expect(
      auditChanges(
        { name: 'Ann', email: 'a@example.com', language: 'pl' },
        { name: 'Anna', email: 'a@example.com', language: 'pl' },
      ),
    ).toEqual({ name: { before: 'Ann', after: 'Anna' } });
  });

  it('records a field set or cleared with null on the side where it is missing', () => {
    expect(auditChanges({}, { reason: 'spam' })).toEqual({ reason: { before: null, after: 'spam' } });
    expect(auditChanges({ reason: 'spam' }, {})).toEqual({ reason: { before: 'spam', after: null } });
    expect(auditChanges({}, { description: null })).toEqual({});
  });

  it('never records a secret field’s values, only that it changed', () => {
    const changes = auditChanges({ password_hash: 'old' }, { password_hash: 'new', api_key: 'k' });
    expect(changes).toEqual({ password_hash: SECRET_CHANGED, api_key: SECRET_CHANGED });
    expect(JSON.stringify(changes)).not.toMatch(/old|new|"k"/);
  });

  it('compares lists as sets and dates by instant', () => {
    expect(auditChanges({ roles: ['admin', 'support'] }, { roles: ['support', 'admin'] })).toEqual({});
    expect(auditChanges({ roles: ['admin'] }, { roles: ['admin', 'support'] })).toEqual({
      roles: { before: ['admin'], after: ['admin', 'support'] },
    });
    const at = new Date('2026-11-28T12:00:00Z');
    expect(auditChanges({ suspended_at: at }, { suspended_at: new Date(at) })).toEqual({});
    expect(auditChanges({ suspended_at: null }, { suspended_at: at })).toEqual({
      suspended_at: { before: null, after: '2026-11-28T12:00:00.000Z' },
    });
  });
});
