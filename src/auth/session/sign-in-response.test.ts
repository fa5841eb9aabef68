import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/fixtures/user';
import { signInEvent } from './sign-in-response';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 60 * 60_000;

describe('signInEvent', () => {
  it('asks for a second factor when the answer requires one, with no token', () => {
    const expiresAt = new Date(NOW + 600_000);
    const event = signInEvent(
      { data: { user: null, two_factor_token: 'c-1', expires_at: expiresAt }, meta: { requires_2fa: true } },
      NOW,
    );
    expect(event).toEqual({
      type: 'two-factor-required',
      twoFactorToken: 'c-1',
      expiresAt: expiresAt.getTime(),
    });
  });

  it('signs in with the tokens of a completed sign-in', () => {
    const event = signInEvent(
      {
        data: {
          user: aUser(),
          token: 'a',
          token_type: 'Bearer',
          expires_at: new Date(NOW + HOUR),
          refresh_token: 'r',
          refresh_expires_at: new Date(NOW + 2 * HOUR),
        },
      },
      NOW,
    );
    expect(event).toEqual({
      type: 'signed-in',
      tokens: {
        access: { value: 'a', expiresAt: NOW + HOUR },
        refresh: { value: 'r', expiresAt: NOW + 2 * HOUR },
      },
    });
  });

  it('refuses an answer that requires a second factor but carries tokens instead of a challenge', () => {
    const data = {
      user: aUser(),
      token: 'a',
      token_type: 'Bearer' as const,
      expires_at: new Date(NOW + HOUR),
      refresh_token: 'r',
      refresh_expires_at: new Date(NOW + 2 * HOUR),
    };
    expect(() => signInEvent({ data, meta: { requires_2fa: true } }, NOW)).toThrow(TypeError);
  });
});
