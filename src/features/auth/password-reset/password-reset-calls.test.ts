import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import { BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { formFailure } from '@/components/form/form-failure';
import { FORGOT_PASSWORD_FIELDS } from './forgot-password-schema';
import { requestPasswordReset, resetPassword } from './password-reset-calls';
import { RESET_PASSWORD_FIELDS } from './reset-password-schema';

const api = createApiClient({
  baseUrl: BASE,
  events: createApiEvents(),
  getAccessToken: () => null,
  getLocale: () => 'en',
});

function answer(path: string, body: JsonBodyType, status = 200) {
  const seen: unknown[] = [];
  server.use(
    http.post(`${BASE}${path}`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const newPassword = { email: 'ola@example.com', password: 'Secret123', password_confirmation: 'Secret123' };

describe('requestPasswordReset', () => {
  it('posts the email', async () => {
    const seen = answer('/auth/forgot-password', envelope(null));
    await requestPasswordReset(api, { email: 'ola@example.com' });
    expect(seen).toEqual([{ email: 'ola@example.com' }]);
  });

  it("fails with the server's message, else Failed to send password reset email", async () => {
    answer('/auth/forgot-password', { success: false, message: 'Too many attempts' }, 429);
    const limited = await requestPasswordReset(api, { email: 'ola@example.com' }).catch((e: unknown) => e);
    expect(
      formFailure(limited, FORGOT_PASSWORD_FIELDS, msg`Failed to send password reset email`, i18n),
    ).toEqual({
      fields: {},
      message: 'Too many attempts',
    });

    server.use(http.post(`${BASE}/auth/forgot-password`, () => HttpResponse.error()));
    const lost = await requestPasswordReset(api, { email: 'ola@example.com' }).catch((e: unknown) => e);
    expect(
      formFailure(lost, FORGOT_PASSWORD_FIELDS, msg`Failed to send password reset email`, i18n).message,
    ).toBe('No connection to the server. Check your network and try again.');
  });
});

describe('resetPassword', () => {
  it('posts the token, the email, the password and its confirmation', async () => {
    const seen = answer('/auth/reset-password', envelope(null));
    await resetPassword(api, 'a'.repeat(40), newPassword);
    expect(seen).toEqual([{ token: 'a'.repeat(40), ...newPassword }]);
  });

  it('shows a refused token above the form and field errors under their fields', async () => {
    answer(
      '/auth/reset-password',
      {
        success: false,
        message: 'The given data was invalid',
        errors: { token: ['This reset link is invalid or has expired'], password: ['Too weak'] },
      },
      422,
    );
    const error = await resetPassword(api, 'a'.repeat(40), newPassword).catch((e: unknown) => e);
    expect(formFailure(error, RESET_PASSWORD_FIELDS, msg`Failed to reset password`, i18n)).toEqual({
      fields: { password: 'Too weak' },
      message: 'This reset link is invalid or has expired',
    });
  });

  it('falls back to Failed to reset password when the server says nothing', async () => {
    server.use(http.post(`${BASE}/auth/reset-password`, () => new HttpResponse(null, { status: 500 })));
    const error = await resetPassword(api, 'a'.repeat(40), newPassword).catch((e: unknown) => e);
    expect(formFailure(error, RESET_PASSWORD_FIELDS, msg`Failed to reset password`, i18n).message).toBe(
      'Failed to reset password',
    );
  });
});
