import { describe, expect, it } from 'vitest';
import { pendingChallenge } from './two-factor-challenge';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('pendingChallenge', () => {
  it('names the token of a challenge that is still open', () => {
    const state = { status: 'two-factor-required', twoFactorToken: 'tok', expiresAt: NOW + 60_000 } as const;
    expect(pendingChallenge(state, NOW)).toBe('tok');
  });

  it('has none once the challenge has expired', () => {
    const state = { status: 'two-factor-required', twoFactorToken: 'tok', expiresAt: NOW } as const;
    expect(pendingChallenge(state, NOW)).toBeNull();
  });

  it('has none when nobody is signing in', () => {
    expect(pendingChallenge({ status: 'anonymous', reason: null }, NOW)).toBeNull();
    expect(pendingChallenge({ status: 'initialising' }, NOW)).toBeNull();
  });
});
