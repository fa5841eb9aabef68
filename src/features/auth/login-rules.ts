import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@/api/schema.gen';
import { isEmailAddress } from '@/lib/email-address';

/** The login form's values: the contract's login body, every field filled in. */
export type LoginValues = Required<components['schemas']['LoginRequest']>;

type LoginFieldErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's rules (spec section 5), as a TanStack Form validator: a valid email, and a password
 * that is only required, since a sign-in must not reject an old password that predates today's strength
 * rules. Plain checks rather than a zod schema like the other forms: the sign-in form ships with the
 * first load, where zod would be the largest library. Messages come from Lingui in the active language,
 * so build the rules where that language is known.
 */
export function loginRules(i18n: I18n) {
  return ({ value }: { value: LoginValues }): { fields: LoginFieldErrors } | undefined => {
    const fields: LoginFieldErrors = {};
    if (!isEmailAddress(value.email)) fields.email = i18n._(msg`Please enter a valid email address`);
    if (value.password === '') fields.password = i18n._(msg`Password is required`);
    return Object.keys(fields).length > 0 ? { fields } : undefined;
  };
}
