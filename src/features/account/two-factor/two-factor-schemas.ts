import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { isTotpCode } from '@/lib/totp-code';

type Schemas = components['schemas'];

/**
 * Turning two-factor on takes the app's current code (spec section 5): required, then six digits, spaces
 * allowed as apps show them.
 */
export function enableCodeSchema(i18n: I18n) {
  return z.object({
    code: z.string().check(
      z.refine<string>((value) => value.trim() !== '', {
        error: i18n._(msg`This field is required`),
        abort: true,
      }),
      z.refine(isTotpCode, { error: i18n._(msg`Enter the 6-digit code from your authenticator app`) }),
    ),
  }) satisfies z.ZodMiniType<Schemas['TwoFactorEnableRequest']>;
}

/** Turning two-factor off and new recovery codes need the password (spec section 5): only required. */
export function confirmPasswordSchema(i18n: I18n) {
  return z.object({
    password: z.string().check(z.minLength(1, { error: i18n._(msg`Password is required`) })),
  }) satisfies z.ZodMiniType<Schemas['ConfirmPasswordRequest']>;
}
