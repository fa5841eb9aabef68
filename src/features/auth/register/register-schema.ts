import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { confirmationRule, newPasswordRule, passwordsMatchRule } from '@/lib/password-rules';

type RegisterRequest = components['schemas']['RegisterRequest'];

/** The fields the form asks for; language and time zone are the interface's and the browser's. */
export type RegisterFields = Omit<RegisterRequest, 'language' | 'timezone'>;

/**
 * The registration rules of spec section 5: a name of at least 2 characters (not counting the spaces
 * around it, which the server trims), a valid email, a new password that meets every rule, and a
 * confirmation that matches it. Build it where the active language is known.
 */
export function registerSchema(i18n: I18n) {
  return z
    .object({
      name: z.string().check(
        z.refine((name: string) => name.trim().length >= 2, {
          error: i18n._(msg`Name must be at least 2 characters`),
        }),
      ),
      email: z.email({ error: i18n._(msg`Please enter a valid email address`) }),
      password: newPasswordRule(i18n),
      password_confirmation: confirmationRule(i18n),
    })
    .check(passwordsMatchRule(i18n)) satisfies z.ZodMiniType<RegisterFields>;
}

export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

/** The form's fields, for mapping the server's errors onto them. */
export const REGISTER_FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;
