import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_URL_KEY } from './return-url';
import { runGuard } from './run-guard';
import { guardUser, PROTECTED, route } from './test-fixtures';

const admin = guardUser({ roles: ['admin'] });
const USERS_ROUTE = route('/admin/users', {
  ...PROTECTED,
  requiresAdmin: true,
  permission: 'admin.users.view',
});

describe('runGuard', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('initialises the session, then fetches abilities, then decides with both', async () => {
    const calls: string[] = [];
    const decision = await runGuard(USERS_ROUTE, {
      ensureSession: () => {
        calls.push('session');
        return Promise.resolve(admin);
      },
      ensureAbilities: () => {
        calls.push('abilities');
        return Promise.resolve(['admin.users.view']);
      },
    });
    expect(calls).toEqual(['session', 'abilities']);
    expect(decision).toEqual({ kind: 'proceed' });
  });

  it('fetches no abilities when nobody is signed in', async () => {
    const ensureAbilities = vi.fn(() => Promise.resolve([]));
    await runGuard(route('/auth/login', { requiresGuest: true }), {
      ensureSession: () => Promise.resolve(null),
      ensureAbilities,
    });
    expect(ensureAbilities).not.toHaveBeenCalled();
  });

  it('passes on a not-found decision', async () => {
    const decision = await runGuard(USERS_ROUTE, {
      ensureSession: () => Promise.resolve(admin),
      ensureAbilities: () => Promise.resolve(['admin.support.view']),
    });
    expect(decision).toEqual({ kind: 'not-found' });
  });

  it('saves the return URL when it sends a signed-out visitor to login', async () => {
    const decision = await runGuard(route('/events?type=lead', PROTECTED), {
      ensureSession: () => Promise.resolve(null),
      ensureAbilities: () => Promise.resolve([]),
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      search: { redirect: '/events?type=lead' },
    });
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBe('/events?type=lead');
  });

  it('saves no return URL on a preload', async () => {
    const decision = await runGuard(
      { ...route('/events', PROTECTED), preload: true },
      { ensureSession: () => Promise.resolve(null), ensureAbilities: () => Promise.resolve([]) },
    );
    expect(decision).toMatchObject({ kind: 'redirect', to: '/auth/login' });
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });

  it('lets navigation proceed and reports the error when the guard fails', async () => {
    const onError = vi.fn();
    const failure = new Error('abilities unavailable');
    const decision = await runGuard(USERS_ROUTE, {
      ensureSession: () => Promise.resolve(admin),
      ensureAbilities: () => Promise.reject(failure),
      onError,
    });
    expect(decision).toEqual({ kind: 'proceed' });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  describe('time-out', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lets navigation proceed once the session has taken 10 seconds, without deciding', async () => {
      const ensureAbilities = vi.fn(() => Promise.resolve([]));
      const settled = vi.fn();
      void runGuard(route('/dashboard', PROTECTED), {
        ensureSession: () => new Promise<never>(() => undefined),
        ensureAbilities,
      }).then(settled);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith({ kind: 'proceed' });
      expect(ensureAbilities).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
    });

    it('counts the abilities fetch within the same 10 seconds', async () => {
      const settled = vi.fn();
      void runGuard(USERS_ROUTE, {
        ensureSession: () => new Promise((resolve) => setTimeout(() => resolve(admin), 6_000)),
        ensureAbilities: () => new Promise((resolve) => setTimeout(() => resolve([]), 6_000)),
      }).then(settled);
      await vi.advanceTimersByTimeAsync(10_000);
      // Without the time-out, the admin lacking admin.users.view would get the not-found page at 12 s.
      expect(settled).toHaveBeenCalledWith({ kind: 'proceed' });
    });
  });
});
