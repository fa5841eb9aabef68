import { describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION_STATE,
  isSignedIn,
  preferredLanguage,
  sessionAbilities,
  sessionReducer,
  sessionUser,
  type SessionEvent,
  type SessionState,
} from './session-machine';
import { aUser, someTokens } from './test-fixtures';

const tokens = someTokens(0);
const user = aUser();

const anonymous: SessionState = { status: 'anonymous', reason: null };
const twoFactor: SessionState = { status: 'two-factor-required', twoFactorToken: '2fa', expiresAt: 600_000 };
const verifying: SessionState = { status: 'authenticated', tokens, user: null, abilities: null };
const authenticated: SessionState = { status: 'authenticated', tokens, user, abilities: ['users.view'] };

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
    'authenticates from %s on signed-in, with the user and abilities still to load',
    (_name, state) => {
      const next = sessionReducer(state, { type: 'signed-in', tokens: someTokens(5, 'new') });
      expect(next).toEqual({
        status: 'authenticated',
        tokens: someTokens(5, 'new'),
        user: null,
        abilities: null,
      });
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

  it('keeps the verified user while authenticated, and replaces it on a reload', () => {
    expect(sessionReducer(verifying, { type: 'user-loaded', user })).toEqual({ ...verifying, user });
    const renamed = aUser({ name: 'Ala' });
    expect(sessionReducer(authenticated, { type: 'user-loaded', user: renamed })).toEqual({
      ...authenticated,
      user: renamed,
    });
  });

  it.each([
    ['initialising', INITIAL_SESSION_STATE],
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('refuses a user loaded while %s', (_name, state) => {
    expect(sessionReducer(state, { type: 'user-loaded', user })).toBe(state);
  });

  it('keeps the abilities once the user is loaded', () => {
    const withUser = { ...verifying, user };
    expect(sessionReducer(withUser, { type: 'abilities-loaded', abilities: ['a.b'] })).toEqual({
      ...withUser,
      abilities: ['a.b'],
    });
  });

  it('refuses abilities before the user is loaded', () => {
    expect(sessionReducer(verifying, { type: 'abilities-loaded', abilities: ['a.b'] })).toBe(verifying);
  });

  it.each([
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('refuses abilities while %s', (_name, state) => {
    expect(sessionReducer(state, { type: 'abilities-loaded', abilities: [] })).toBe(state);
  });

  it('swaps the tokens on a refresh and keeps the user and abilities', () => {
    const fresh = someTokens(100, 'access-2', 'refresh-2');
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
  ] as const)('signs out with reason %s, dropping tokens, user and abilities', (reason, state) => {
    expect(sessionReducer(state, { type: 'signed-out', reason })).toEqual({ status: 'anonymous', reason });
  });

  it('refuses a sign-out when already anonymous, keeping the first reason', () => {
    const timedOut: SessionState = { status: 'anonymous', reason: 'session_timeout' };
    expect(sessionReducer(timedOut, { type: 'signed-out', reason: 'remote' })).toBe(timedOut);
  });
});

describe('session selectors', () => {
  it('know the user, abilities and preferred language only once the user is loaded', () => {
    expect(isSignedIn(verifying)).toBe(false);
    expect(sessionUser(verifying)).toBeNull();
    expect(preferredLanguage(verifying)).toBeNull();
    expect(isSignedIn(authenticated)).toBe(true);
    expect(sessionUser(authenticated)).toBe(user);
    expect(preferredLanguage(authenticated)).toBe('de');
    expect(sessionAbilities(authenticated)).toEqual(['users.view']);
  });

  it('give nothing when signed out', () => {
    expect(sessionUser(anonymous)).toBeNull();
    expect(sessionAbilities(anonymous)).toEqual([]);
    expect(preferredLanguage(twoFactor)).toBeNull();
  });
});
