import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { MailTemplate, MailTemplateUpdateRequest } from '@/api/queries/admin-mail-templates';

export interface TemplateFormValues {
  name: string;
  subject: string;
  body_html: string;
  /** Empty: derived from the HTML body when the mail is sent. */
  body_text: string;
  /** The placeholders, comma-separated (only a key staff added may change them). */
  variables: string;
  is_active: boolean;
}

export const TEMPLATE_FORM_FIELDS = [
  'name',
  'subject',
  'body_html',
  'body_text',
  'variables',
  'is_active',
] as const;

/** The text of a template the form edits: a saved one, or the built-in text it starts from. */
export type TemplateText = Pick<
  MailTemplate,
  'name' | 'subject' | 'body_html' | 'body_text' | 'variables'
> & {
  is_active?: boolean;
};

export function templateFormValues(template: TemplateText): TemplateFormValues {
  return {
    name: template.name,
    subject: template.subject,
    body_html: template.body_html,
    body_text: template.body_text,
    variables: template.variables.join(', '),
    is_active: template.is_active ?? true,
  };
}

/** The variables the form holds, as a list. */
export function variablesOf(values: Pick<TemplateFormValues, 'variables'>): string[] {
  return [
    ...new Set(
      values.variables
        .split(/[\s,]+/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/** What PUT (or POST, with key and language) /admin/mail-templates is sent. */
export function templateBody(
  values: TemplateFormValues,
): Required<Omit<MailTemplateUpdateRequest, 'key' | 'language'>> {
  return {
    name: values.name.trim(),
    subject: values.subject,
    body_html: values.body_html,
    body_text: values.body_text.trim() ? values.body_text : null,
    variables: variablesOf(values),
    is_active: values.is_active,
  };
}

/** The template form's rules, in the reader's language; placeholders are the server's to judge. */
export function templateFormSchema(i18n: I18n) {
  const required = i18n._(msg`This field is required`);
  return z.object({
    name: z.string().check(
      z.refine((value: string) => value.trim().length >= 2, {
        error: i18n._(msg`Name must be at least 2 characters`),
      }),
    ),
    subject: z.string().check(
      z.refine((value: string) => value.trim().length > 0, { error: required }),
      z.maxLength(255, { error: i18n._(msg`Maximum 255 characters allowed`) }),
    ),
    body_html: z.string().check(z.refine((value: string) => value.trim().length > 0, { error: required })),
    body_text: z.string(),
    variables: z.string().check(
      z.refine(
        (value: string) => variablesOf({ variables: value }).every((name) => /^[a-z][a-z0-9_]*$/.test(name)),
        {
          error: i18n._(msg`Lower-case names of letters, digits and _, separated by commas`),
        },
      ),
    ),
    is_active: z.boolean(),
  }) satisfies z.ZodMiniType<TemplateFormValues>;
}
