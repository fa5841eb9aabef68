import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { SignInOutcome } from '@/auth/session/session-store';
import { authTokens } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { submitRegistration } from './register-submit';

const values = {
  name: 'Ola Nowak',
  email: 'ola@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

const signedInAs = (user = aUser()): SignInOutcome => ({ status: 'authenticated', user });

interface SetupOptions {
  timeZone?: () => string | undefined;
  saved?: string | null;
}

/** What submitRegistration needs: a session whose sign-in ends in `outcome`, the time zone, the return URL. */
function setup(
  outcome: SignInOutcome,
  { timeZone = () => 'Europe/Warsaw', saved = null }: SetupOptions = {},
) {
  const session = { completeSignIn: vi.fn(() => Promise.resolve(outcome)) };
  return { deps: { session, timeZone, takeReturnUrl: () => saved }, session };
}

/** POST /auth/register answers with the new account's tokens, or `refused`; returns the bodies it was sent. */
function answerRegister(refused?: () => Response) {
  const seen: unknown[] = [];
  server.use(
    contract.post('/auth/register', async ({ request }) => {
      seen.push(await request.json());
      return refused ? refused() : envelope(authTokens({ access: 'access' }));
    }),
  );
  return seen;
}

const unverified = aUser({ email_verified: false, email_verified_at: null });

describe('submitRegistration', () => {
  it("posts the form with the browser's time zone and signs the new account in", async () => {
    const seen = answerRegister();
    const { deps, session } = setup(signedInAs(unverified));

    await submitRegistration(deps, values);

    expect(seen).toEqual([{ ...values, timezone: 'Europe/Warsaw' }]);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('leaves the time zone to the server when the browser has no usable one', async () => {
    const seen = answerRegister();
    await submitRegistration(setup(signedInAs(unverified), { timeZone: () => undefined }).deps, values);
    expect(seen).toEqual([values]);
  });

  it('sends an account whose email is not verified to the email-verification screen', async () => {
    answerRegister();
    const next = await submitRegistration(setup(signedInAs(unverified), { saved: '/billing' }).deps, values);
    expect(next).toBe('/auth/email-verification');
  });

  it('sends an account the server verified already on like a sign-in', async () => {
    answerRegister();
    expect(await submitRegistration(setup(signedInAs()).deps, values)).toBe('/dashboard');
    expect(await submitRegistration(setup(signedInAs(), { saved: '/billing' }).deps, values)).toBe(
      '/billing',
    );
  });

  it('rejects with the server errors when the email is taken, signing nobody in', async () => {
    const taken = 'An account with this email address already exists';
    answerRegister(() => refusal(422, taken, { email: [taken] }));
    const { deps, session } = setup(signedInAs(unverified));

    const error: unknown = await submitRegistration(deps, values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.email).toEqual([taken]);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
