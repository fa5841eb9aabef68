import type { ApiClient } from '@/api/client';
import type { ForgotPasswordValues } from './forgot-password-schema';
import type { ResetPasswordValues } from './reset-password-schema';

/**
 * POST /auth/forgot-password: asks for a reset link. The server answers alike whether or not the address
 * has an account, so the caller can only say "if it exists, a mail is on its way". Rejects with the
 * client's ApiError.
 */
export async function requestPasswordReset(api: ApiClient, values: ForgotPasswordValues): Promise<void> {
  await api.POST('/auth/forgot-password', { body: values });
}

/**
 * POST /auth/reset-password with the link's token (spec section 5: token, email, password and
 * password_confirmation). The server signs the account out everywhere and returns no token, so the user
 * signs in afresh. Rejects with the client's ApiError (a used or expired token is a 422 on `token`).
 */
export async function resetPassword(
  api: ApiClient,
  token: string,
  values: ResetPasswordValues,
): Promise<void> {
  await api.POST('/auth/reset-password', { body: { token, ...values } });
}
