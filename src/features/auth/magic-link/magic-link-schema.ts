import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';

type MagicLinkRequest = components['schemas']['MagicLinkRequest'];

/** The magic-link request's rule (spec section 5): a valid email, with its message in the active language. */
export function magicLinkSchema(i18n: I18n) {
  return z.object({
    email: z.email({ error: i18n._(msg`Please enter a valid email address`) }),
  }) satisfies z.ZodMiniType<MagicLinkRequest>;
}

export type MagicLinkValues = z.infer<ReturnType<typeof magicLinkSchema>>;
