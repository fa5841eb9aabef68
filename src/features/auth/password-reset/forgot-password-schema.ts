import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';

type ForgotPasswordRequest = components['schemas']['ForgotPasswordRequest'];

/** The forgot-password form's one rule (spec section 5): a valid email. */
export function forgotPasswordSchema(i18n: I18n) {
  return z.object({
    email: z.email({ error: i18n._(msg`Please enter a valid email address`) }),
  }) satisfies z.ZodMiniType<ForgotPasswordRequest>;
}

export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>;

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
