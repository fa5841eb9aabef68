import { describe, expect, it, vi } from 'vitest';
import type { SignInOutcome } from '@/auth/session/session-store';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import { aUser } from '../../../tests/fixtures/user';
import { finishSignIn } from './finish-sign-in';
import { TWO_FACTOR_PATH } from './login/login-submit';

const response = { data: {} } as SignInResponse;

function setup(outcome: SignInOutcome, saved: string | null = null) {
  let stored = saved;
  const kept: string[] = [];
  return {
    kept,
    deps: {
      session: { completeSignIn: vi.fn(() => Promise.resolve(outcome)) },
      takeReturnUrl: () => {
        const url = stored;
        stored = null;
        return url;
      },
      peekReturnUrl: () => stored,
      keepReturnUrl: (url: string) => kept.push(url),
    },
  };
}

const signedIn = (user = aUser()): SignInOutcome => ({ status: 'authenticated', user });
const twoFactor: SignInOutcome = { status: 'two-factor-required' };

describe('finishSignIn', () => {
  it('hands the answer to the session', async () => {
    const { deps } = setup(signedIn());
    await finishSignIn(deps, response);
    expect(deps.session.completeSignIn).toHaveBeenCalledWith(response);
  });

  it('lands on the dashboard by role when nothing asks for another place', async () => {
    expect(await finishSignIn(setup(signedIn()).deps, response)).toBe('/dashboard');
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect(await finishSignIn(setup(signedIn(admin)).deps, response)).toBe('/admin/dashboard');
  });

  it('prefers the saved return URL, then the given one when it stays in the app', async () => {
    expect(await finishSignIn(setup(signedIn(), '/events').deps, response, '/billing')).toBe('/events');
    expect(await finishSignIn(setup(signedIn()).deps, response, '/billing')).toBe('/billing');
    expect(await finishSignIn(setup(signedIn()).deps, response, 'https://evil.example')).toBe('/dashboard');
  });

  it('goes to the two-factor step and saves the return URL for it unless one is saved', async () => {
    const fresh = setup(twoFactor);
    expect(await finishSignIn(fresh.deps, response, '/billing')).toBe(TWO_FACTOR_PATH);
    expect(fresh.kept).toEqual(['/billing']);

    const saved = setup(twoFactor, '/events');
    expect(await finishSignIn(saved.deps, response, '/billing')).toBe(TWO_FACTOR_PATH);
    expect(saved.kept).toEqual([]);
  });
});
