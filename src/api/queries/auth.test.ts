import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { server } from '../../../tests/msw/server';
import type { ApiError } from '../api-error';
import { forgotPassword, resetPassword, sendVerificationEmail } from './auth';

/** The error a call rejected with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  return (await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  )) as ApiError;
}

const newPassword = { email: 'ola@example.com', password: 'Secret123', password_confirmation: 'Secret123' };
const TOKEN = 'a'.repeat(40);

describe('forgotPassword', () => {
  it('posts the email', async () => {
    const seen: unknown[] = [];
    server.use(
      contract.post('/auth/forgot-password', async ({ request }) => {
        seen.push(await request.json());
        return envelope(null);
      }),
    );
    await forgotPassword({ email: 'ola@example.com' });
    expect(seen).toEqual([{ email: 'ola@example.com' }]);
  });

  it("rejects with the server's message, or the network's when no answer comes", async () => {
    server.use(contract.post('/auth/forgot-password', () => refusal(429, 'Too many attempts')));
    expect(await failureOf(forgotPassword({ email: 'ola@example.com' }))).toMatchObject({
      status: 429,
      message: 'Too many attempts',
    });

    server.use(contract.post('/auth/forgot-password', () => HttpResponse.error()));
    expect(await failureOf(forgotPassword({ email: 'ola@example.com' }))).toMatchObject({
      status: 0,
      message: 'No connection to the server. Check your network and try again.',
    });
  });
});

describe('resetPassword', () => {
  it('posts the token, the email, the password and its confirmation', async () => {
    const seen: unknown[] = [];
    server.use(
      contract.post('/auth/reset-password', async ({ request }) => {
        seen.push(await request.json());
        return envelope(null);
      }),
    );
    await resetPassword({ token: TOKEN, ...newPassword });
    expect(seen).toEqual([{ token: TOKEN, ...newPassword }]);
  });

  it('rejects a refused token with the field errors the server gave', async () => {
    const errors = { token: ['This reset link is invalid or has expired'], password: ['Too weak'] };
    server.use(
      contract.post('/auth/reset-password', () => refusal(422, 'The given data was invalid', errors)),
    );
    expect(await failureOf(resetPassword({ token: TOKEN, ...newPassword }))).toMatchObject({
      status: 422,
      errors,
    });
  });

  it('rejects with the status when the server says nothing', async () => {
    server.use(contract.post('/auth/reset-password', () => new HttpResponse(null, { status: 500 })));
    expect(await failureOf(resetPassword({ token: TOKEN, ...newPassword }))).toMatchObject({
      status: 500,
      errors: {},
    });
  });
});

describe('sendVerificationEmail', () => {
  it("posts for the signed-in user and gives the server's message", async () => {
    const calls: string[] = [];
    server.use(
      contract.post('/auth/send-verification-email', ({ request }) => {
        calls.push(request.method);
        return envelope(null, { message: 'A verification link has been sent to ola@example.com' });
      }),
    );
    expect(await sendVerificationEmail()).toBe('A verification link has been sent to ola@example.com');
    expect(calls).toEqual(['POST']);
  });
});
