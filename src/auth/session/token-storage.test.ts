import { beforeEach, describe, expect, it } from 'vitest';
import { sessionTokens } from '../../../tests/fixtures/auth';
import { aUser } from '../../../tests/fixtures/user';
import { obfuscate, reveal } from './obfuscate';
import { tokensFromAuth } from './session-tokens';
import { clearStoredSession, readStoredSession, SESSION_STORAGE_KEY, storeSession } from './token-storage';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 60 * 60_000;

beforeEach(() => {
  localStorage.clear();
});

describe('obfuscate', () => {
  it('turns text into something else and back', () => {
    const text = 'eyJhbGciOi.token-ąę';
    expect(obfuscate(text)).not.toContain('token');
    expect(reveal(obfuscate(text))).toBe(text);
  });
});

describe('token storage', () => {
  it('stores the tokens obfuscated, never as plain text', () => {
    storeSession(sessionTokens(NOW, 'secret-access', 'secret-refresh'));
    const raw = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('secret');
    expect(raw).not.toContain('{');
  });

  it('reads back the tokens and their expiry', () => {
    storeSession(sessionTokens(NOW));
    expect(readStoredSession(NOW + HOUR)).toEqual(sessionTokens(NOW));
  });

  it('drops an expired access token but keeps its refresh token', () => {
    storeSession(sessionTokens(NOW));
    expect(readStoredSession(NOW + 25 * HOUR)).toEqual({ access: null, refresh: sessionTokens(NOW).refresh });
  });

  it('drops and removes a session whose tokens have all expired', () => {
    storeSession(sessionTokens(NOW));
    expect(readStoredSession(NOW + 8 * 24 * HOUR)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats an unreadable value as no session and removes it', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'not obfuscated at all');
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, obfuscate('{"access":{"value":1}}'));
    expect(readStoredSession(NOW)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('forgets the tokens on clear', () => {
    storeSession(sessionTokens(NOW));
    clearStoredSession();
    expect(readStoredSession(NOW)).toBeNull();
  });
});

describe('tokensFromAuth', () => {
  const result = {
    user: aUser(),
    token: 'a',
    token_type: 'Bearer' as const,
    refresh_token: 'r',
    expires_at: new Date(NOW + 2 * HOUR),
    refresh_expires_at: new Date(NOW + 3 * 24 * HOUR),
  };

  it("keeps the server's expiry when it is within the spec's lifetimes", () => {
    expect(tokensFromAuth(result, NOW)).toEqual({
      access: { value: 'a', expiresAt: NOW + 2 * HOUR },
      refresh: { value: 'r', expiresAt: NOW + 3 * 24 * HOUR },
    });
  });

  it('caps the access token at 24 hours and the refresh token at 7 days', () => {
    const long = {
      ...result,
      expires_at: new Date(NOW + 48 * HOUR),
      refresh_expires_at: new Date(NOW + 30 * 24 * HOUR),
    };
    const tokens = tokensFromAuth(long, NOW);
    expect(tokens.access.expiresAt).toBe(NOW + 24 * HOUR);
    expect(tokens.refresh?.expiresAt).toBe(NOW + 7 * 24 * HOUR);
  });
});
