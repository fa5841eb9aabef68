import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';

type LoginRequest = components['schemas']['LoginRequest'];

/**
 * The login form's rules (spec section 5): a valid email, and a password that is only required, since a
 * sign-in must not reject an old password that predates today's strength rules. Messages come from Lingui
 * in the active language, so build the schema where that language is known. zod/mini keeps the sign-in
 * page light (a few kB instead of zod's 26 kB gzipped on the first load).
 */
export function loginSchema(i18n: I18n) {
  return z.object({
    email: z.email({ error: i18n._(msg`Please enter a valid email address`) }),
    password: z.string().check(z.minLength(1, { error: i18n._(msg`Password is required`) })),
    remember: z.boolean(),
  }) satisfies z.ZodMiniType<Required<LoginRequest>>;
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;
