import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { AdminUserCreateRequest, AdminUserUpdateRequest } from '@/api/queries/admin-users';
import { LOCALES } from '@/i18n/locales';
import { newPasswordRule } from '@/lib/password-rules';

/** The contract's limits (AdminUserCreateRequest). */
export const USER_LIMITS = { name: 255, email: 254 } as const;

function nameRule(i18n: I18n) {
  return z.string().check(
    z.refine((name: string) => name.trim().length >= 2, {
      error: i18n._(msg`Name must be at least 2 characters`),
    }),
    z.maxLength(USER_LIMITS.name, { error: i18n._(msg`Maximum 255 characters allowed`) }),
  );
}

function emailRule(i18n: I18n) {
  return z.email({ error: i18n._(msg`Please enter a valid email address`) });
}

/**
 * A new account made by staff: a name of 2 characters or more, a valid email, a password meeting the
 * rules of spec section 5, the language its mails are written in, its roles, whether the address counts
 * as verified at once and whether a welcome mail goes out.
 */
export function createUserSchema(i18n: I18n) {
  return z.object({
    name: nameRule(i18n),
    email: emailRule(i18n),
    password: newPasswordRule(i18n),
    language: z.enum(LOCALES),
    roles: z.array(z.string()),
    email_verified: z.boolean(),
    send_welcome: z.boolean(),
  }) satisfies z.ZodMiniType<Omit<AdminUserCreateRequest, 'is_admin' | 'timezone'>>;
}

export type CreateUserValues = z.infer<ReturnType<typeof createUserSchema>>;
export const CREATE_USER_FIELDS = [
  'name',
  'email',
  'password',
  'language',
  'roles',
  'email_verified',
  'send_welcome',
] as const satisfies readonly (keyof CreateUserValues)[];

/**
 * An account's details changed by staff: name, email, language, whether the email counts as verified,
 * and a new password, left blank to keep the current one.
 */
export function editUserSchema(i18n: I18n) {
  return z.object({
    name: nameRule(i18n),
    email: emailRule(i18n),
    language: z.enum(LOCALES),
    email_verified: z.boolean(),
    password: z.union([z.literal(''), newPasswordRule(i18n)]),
  });
}

export type EditUserValues = z.infer<ReturnType<typeof editUserSchema>>;
export const EDIT_USER_FIELDS = [
  'name',
  'email',
  'language',
  'email_verified',
  'password',
] as const satisfies readonly (keyof EditUserValues)[];

/** What PUT /admin/users/{id} is sent: the fields that changed, the password only when one was typed. */
export function userUpdateOf(values: EditUserValues, saved: EditUserValues): AdminUserUpdateRequest {
  const update: AdminUserUpdateRequest = {};
  if (values.name.trim() !== saved.name) update.name = values.name.trim();
  if (values.email.trim() !== saved.email) update.email = values.email.trim();
  if (values.language !== saved.language) update.language = values.language;
  if (values.email_verified !== saved.email_verified) update.email_verified = values.email_verified;
  if (values.password !== '') update.password = values.password;
  return update;
}
