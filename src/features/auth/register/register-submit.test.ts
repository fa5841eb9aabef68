import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { submitRegistration } from './register-submit';

const values = {
  name: 'Ola Nowak',
  email: 'ola@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

function signedInAs(user = aUser()): SessionState {
  return { status: 'authenticated', tokens: {} as never, user, abilities: [] };
}

interface SetupOptions {
  timeZone?: () => string | undefined;
  saved?: string | null;
}

function setup(state: SessionState, { timeZone = () => 'Europe/Warsaw', saved = null }: SetupOptions = {}) {
  const api = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => null,
    getLocale: () => 'pl',
  });
  const session = { completeSignIn: vi.fn(() => Promise.resolve(state)) };
  return { deps: { api, session, timeZone, takeReturnUrl: () => saved }, session };
}

function answerRegister(body: JsonBodyType, status = 201) {
  const seen: unknown[] = [];
  server.use(
    http.post(`${BASE}/auth/register`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const unverified = aUser({ email_verified: false, email_verified_at: null });

describe('submitRegistration', () => {
  it("posts the form with the browser's time zone and signs the new account in", async () => {
    const seen = answerRegister(envelope(authTokensJson('access', 'refresh')));
    const { deps, session } = setup(signedInAs(unverified));

    await submitRegistration(deps, values);

    expect(seen).toEqual([{ ...values, timezone: 'Europe/Warsaw' }]);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('leaves the time zone to the server when the browser has no usable one', async () => {
    const seen = answerRegister(envelope(authTokensJson('access', 'refresh')));
    await submitRegistration(setup(signedInAs(unverified), { timeZone: () => undefined }).deps, values);
    expect(seen).toEqual([values]);
  });

  it('sends an account whose email is not verified to the email-verification screen', async () => {
    answerRegister(envelope(authTokensJson('access', 'refresh')));
    const next = await submitRegistration(setup(signedInAs(unverified), { saved: '/billing' }).deps, values);
    expect(next).toBe('/auth/email-verification');
  });

  it('sends an account the server verified already on like a sign-in', async () => {
    answerRegister(envelope(authTokensJson('access', 'refresh')));
    expect(await submitRegistration(setup(signedInAs()).deps, values)).toBe('/dashboard');
    expect(await submitRegistration(setup(signedInAs(), { saved: '/billing' }).deps, values)).toBe(
      '/billing',
    );
  });

  it('rejects with the server errors when the email is taken, signing nobody in', async () => {
    answerRegister(
      {
        success: false,
        message: 'An account with this email address already exists',
        errors: { email: ['An account with this email address already exists'] },
      },
      422,
    );
    const { deps, session } = setup(signedInAs(unverified));

    const error: unknown = await submitRegistration(deps, values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.email).toEqual(['An account with this email address already exists']);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
