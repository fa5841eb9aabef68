import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { confirmationRule, newPasswordRule, passwordsMatchRule } from '@/lib/password-rules';

type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

/**
 * The change-password rules of spec section 5: the current password is required (any old one, as a
 * sign-in takes it), the new one meets every rule, and the confirmation matches it. Build it where the
 * active language is known.
 */
export function changePasswordSchema(i18n: I18n) {
  return z
    .object({
      current_password: z.string().check(z.minLength(1, { error: i18n._(msg`Password is required`) })),
      password: newPasswordRule(i18n),
      password_confirmation: confirmationRule(i18n),
    })
    .check(passwordsMatchRule(i18n)) satisfies z.ZodMiniType<ChangePasswordRequest>;
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

/** The form's fields, for mapping the server's errors (a wrong current password) onto them. */
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
