import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { AdminLanguageCreateRequest } from '@/api/queries/admin-languages';

export interface LanguageFormValues {
  code: string;
  name: string;
  native: string;
  flag: string;
  is_active: boolean;
}

export const LANGUAGE_FORM_FIELDS = ['code', 'name', 'native', 'flag', 'is_active'] as const;

export const BLANK_LANGUAGE: LanguageFormValues = {
  code: '',
  name: '',
  native: '',
  flag: '',
  is_active: false,
};

/** What POST /admin/languages is sent. */
export function languageBody(values: LanguageFormValues): AdminLanguageCreateRequest {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    native: values.native.trim(),
    flag: values.flag.trim(),
    is_active: values.is_active,
  };
}

/** The new-language form's rules (the contract's), in the reader's language. */
export function languageFormSchema(i18n: I18n) {
  const required = i18n._(msg`This field is required`);
  return z.object({
    code: z.string().check(
      z.refine((value: string) => /^[a-z]{2,3}(?:-[A-Z]{2})?$/.test(value.trim()), {
        error: i18n._(msg`Two or three lower-case letters, optionally a region: pt-BR`),
      }),
    ),
    name: z.string().check(
      z.refine((value: string) => value.trim().length >= 2, {
        error: i18n._(msg`Name must be at least 2 characters`),
      }),
      z.maxLength(64, { error: i18n._(msg`Maximum 64 characters allowed`) }),
    ),
    native: z.string().check(
      z.refine((value: string) => value.trim().length >= 1, { error: required }),
      z.maxLength(64, { error: i18n._(msg`Maximum 64 characters allowed`) }),
    ),
    flag: z.string().check(
      z.refine((value: string) => value.trim().length >= 1, { error: required }),
      z.maxLength(16, { error: i18n._(msg`Maximum 16 characters allowed`) }),
    ),
    is_active: z.boolean(),
  }) satisfies z.ZodMiniType<LanguageFormValues>;
}
