import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { confirmationRule, newPasswordRule, passwordsMatchRule } from '@/lib/password-rules';

type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/**
 * The reset form's rules (spec section 5): the account's valid email, a new password that meets every
 * rule, and a matching confirmation. The token comes from the link, not the form.
 */
export function resetPasswordSchema(i18n: I18n) {
  return z
    .object({
      email: z.email({ error: i18n._(msg`Please enter a valid email address`) }),
      password: newPasswordRule(i18n),
      password_confirmation: confirmationRule(i18n),
    })
    .check(passwordsMatchRule(i18n)) satisfies z.ZodMiniType<Omit<ResetPasswordRequest, 'token'>>;
}

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

export const RESET_PASSWORD_FIELDS = ['email', 'password', 'password_confirmation'] as const;
