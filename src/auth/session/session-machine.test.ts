import { describe, expect, it } from 'vitest';
import { sessionTokens } from '../../../tests/fixtures/auth';
import {
  INITIAL_SESSION_STATE,
  isSignedIn,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from './session-machine';

const tokens = sessionTokens(0);

const anonymous: SessionState = { status: 'anonymous', reason: null };
const twoFactor: SessionState = { status: 'two-factor-required', twoFactorToken: '2fa', expiresAt: 600_000 };
const verifying: SessionState = { status: 'authenticated', tokens, verified: false };
const authenticated: SessionState = { status: 'authenticated', tokens, verified: true };

const ALL_STATES = { initialising: INITIAL_SESSION_STATE, anonymous, twoFactor, verifying, authenticated };

describe('sessionReducer', () => {
  it('starts initialising', () => {
    expect(INITIAL_SESSION_STATE.status).toBe('initialising');
  });

  it('becomes anonymous without a reason when nothing is stored at start', () => {
    expect(sessionReducer(INITIAL_SESSION_STATE, { type: 'no-stored-session' })).toEqual(anonymous);
  });

  it.each([
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
    ['authenticated', authenticated],
  ])('refuses no-stored-session once %s', (_name, state) => {
    expect(sessionReducer(state, { type: 'no-stored-session' })).toBe(state);
  });

  it.each(Object.entries(ALL_STATES))(
    'authenticates from %s on signed-in, with the token still to verify',
    (_name, state) => {
      const next = sessionReducer(state, { type: 'signed-in', tokens: sessionTokens(5, 'new') });
      expect(next).toEqual({ status: 'authenticated', tokens: sessionTokens(5, 'new'), verified: false });
    },
  );

  it.each([
    ['initialising', INITIAL_SESSION_STATE],
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('asks for a second factor from %s, keeping only the challenge token', (_name, state) => {
    const next = sessionReducer(state, { type: 'two-factor-required', twoFactorToken: 'abc', expiresAt: 9 });
    expect(next).toEqual({ status: 'two-factor-required', twoFactorToken: 'abc', expiresAt: 9 });
    expect(next).not.toHaveProperty('tokens');
  });

  it('refuses a two-factor challenge while signed in', () => {
    const event: SessionEvent = { type: 'two-factor-required', twoFactorToken: 'abc', expiresAt: 9 };
    expect(sessionReducer(authenticated, event)).toBe(authenticated);
  });

  it('marks the session verified once verify-token has answered', () => {
    expect(sessionReducer(verifying, { type: 'verified' })).toEqual(authenticated);
  });

  it('refuses a second verification, keeping the same state', () => {
    expect(sessionReducer(authenticated, { type: 'verified' })).toBe(authenticated);
  });

  it.each([
    ['initialising', INITIAL_SESSION_STATE],
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('refuses a verification while %s', (_name, state) => {
    expect(sessionReducer(state, { type: 'verified' })).toBe(state);
  });

  it('swaps the tokens on a refresh and stays verified', () => {
    const fresh = sessionTokens(100, 'access-2', 'refresh-2');
    expect(sessionReducer(authenticated, { type: 'token-refreshed', tokens: fresh })).toEqual({
      ...authenticated,
      tokens: fresh,
    });
  });

  it.each([
    ['initialising', INITIAL_SESSION_STATE],
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('refuses a refreshed token while %s', (_name, state) => {
    expect(sessionReducer(state, { type: 'token-refreshed', tokens })).toBe(state);
  });

  it.each([
    ['logout', authenticated],
    ['session_timeout', authenticated],
    ['verify_failed', verifying],
    ['refresh_failed', INITIAL_SESSION_STATE],
    ['remote', twoFactor],
  ] as const)('signs out with reason %s, dropping the tokens', (reason, state) => {
    expect(sessionReducer(state, { type: 'signed-out', reason })).toEqual({ status: 'anonymous', reason });
  });

  it('refuses a sign-out when already anonymous, keeping the first reason', () => {
    const timedOut: SessionState = { status: 'anonymous', reason: 'session_timeout' };
    expect(sessionReducer(timedOut, { type: 'signed-out', reason: 'remote' })).toBe(timedOut);
  });
});

describe('isSignedIn', () => {
  it('holds only once the token is verified', () => {
    expect(isSignedIn(verifying)).toBe(false);
    expect(isSignedIn(authenticated)).toBe(true);
  });

  it('does not hold when signed out', () => {
    expect(isSignedIn(anonymous)).toBe(false);
    expect(isSignedIn(twoFactor)).toBe(false);
    expect(isSignedIn(INITIAL_SESSION_STATE)).toBe(false);
  });
});
