import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { LOCALES } from '@/i18n/locales';
import { textLimitsRule } from './text-rule';

type ProfileUpdateRequest = components['schemas']['ProfileUpdateRequest'];

/** The contract's limits for the profile fields (ProfileUpdateRequest). */
export const PROFILE_LIMITS = {
  name: 255,
  first_name: 100,
  last_name: 100,
  phone: 32,
  company: 255,
  bio: 1000,
} as const;

/** The contract's phone pattern: digits, spaces, brackets, dots and dashes, an optional leading +. */
const PHONE = /^\+?[0-9 ().-]{5,31}$/;

/**
 * The profile form's rules: a name of 2 characters or more (spec section 5), the contract's length
 * limits with the input widgets' messages, a phone number the server accepts, a time zone and one of
 * the app's languages. The optional fields may be left blank, which clears them. Messages are looked up
 * when a rule fails, so one schema follows the active language.
 */
export function profileSchema(i18n: I18n) {
  const optionalText = (maxLength: number) => z.string().check(textLimitsRule(i18n, { maxLength }));
  return z.object({
    name: z.string().check(
      z.refine((value) => value.trim().length >= 2, {
        error: () => i18n._(msg`Name must be at least 2 characters`),
      }),
      textLimitsRule(i18n, { maxLength: PROFILE_LIMITS.name }),
    ),
    first_name: optionalText(PROFILE_LIMITS.first_name),
    last_name: optionalText(PROFILE_LIMITS.last_name),
    phone: z.string().check(
      z.refine((value) => value.trim() === '' || PHONE.test(value.trim()), {
        error: () => i18n._(msg`Please enter a valid phone number`),
      }),
    ),
    company: optionalText(PROFILE_LIMITS.company),
    bio: optionalText(PROFILE_LIMITS.bio),
    timezone: z.string().check(z.minLength(1, { error: () => i18n._(msg`This field is required`) })),
    language: z.enum(LOCALES, { error: () => i18n._(msg`This field is required`) }),
  });
}

export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/** The form's values from the saved profile; a missing optional field is a blank one. */
export function profileValues(user: {
  name: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  company?: string | null;
  bio?: string | null;
  timezone: string;
  language: ProfileValues['language'];
}): ProfileValues {
  return {
    name: user.name,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
    timezone: user.timezone,
    language: user.language,
  };
}

/** The PUT /user/profile body: text trimmed, a blank optional field sent as null so the server clears it. */
export function profileRequest(values: ProfileValues): ProfileUpdateRequest {
  const optional = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    first_name: optional(values.first_name),
    last_name: optional(values.last_name),
    phone: optional(values.phone),
    company: optional(values.company),
    bio: optional(values.bio),
    timezone: values.timezone,
    language: values.language,
  };
}
