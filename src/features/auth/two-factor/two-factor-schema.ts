import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { isTotpCode } from '@/lib/totp-code';

type TwoFactorVerifyRequest = components['schemas']['TwoFactorVerifyRequest'];

/** How the second factor is given: the authenticator app's code, or one of the saved recovery codes. */
export type TwoFactorMethod = 'app' | 'recovery';

/**
 * The challenge form's rule (spec section 5: verifying two-factor takes a code): required, and for the
 * app six digits (spaces allowed, as apps show them). A recovery code's spelling is the server's to judge.
 */
export function twoFactorSchema(i18n: I18n, method: TwoFactorMethod) {
  const required = z.refine<string>((value) => value.trim() !== '', {
    error: i18n._(msg`This field is required`),
    abort: true,
  });
  const code =
    method === 'app'
      ? z
          .string()
          .check(
            required,
            z.refine(isTotpCode, { error: i18n._(msg`Enter the 6-digit code from your authenticator app`) }),
          )
      : z.string().check(required);
  return z.object({ code }) satisfies z.ZodMiniType<Pick<TwoFactorVerifyRequest, 'code'>>;
}
