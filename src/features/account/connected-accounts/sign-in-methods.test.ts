import { describe, expect, it } from 'vitest';
import { type ConnectedAccount } from '@/api/queries/auth-connected-accounts';
import { canDisconnect, providerEntries } from './sign-in-methods';

const github: ConnectedAccount = {
  provider: 'github',
  email: 'ola@example.com',
  connected_at: new Date('2026-11-01T10:00:00.000Z'),
};

describe('providerEntries', () => {
  it('lists the connected accounts first, then the site’s other providers', () => {
    expect(providerEntries([github], ['google', 'github', 'local'])).toEqual([
      { provider: 'github', account: github },
      { provider: 'google', account: null },
      { provider: 'local', account: null },
    ]);
  });

  it('keeps a connected provider the site no longer offers, so it can be disconnected', () => {
    expect(providerEntries([github], [])).toEqual([{ provider: 'github', account: github }]);
  });
});

describe('canDisconnect', () => {
  it('lets an account with a password disconnect its only provider', () => {
    expect(canDisconnect(true, 1)).toBe(true);
  });

  it('lets an account without a password disconnect one of two providers', () => {
    expect(canDisconnect(false, 2)).toBe(true);
  });

  it('never takes the last way to sign in', () => {
    expect(canDisconnect(false, 1)).toBe(false);
  });
});
