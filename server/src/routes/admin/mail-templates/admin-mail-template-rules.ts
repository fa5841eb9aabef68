import { msg } from '@lingui/core/runtime-macro';
import { invalidFields, type FieldError } from '../../../lib/http-error.ts';
import { placeholdersOf } from '../../../services/mail/fill-template.ts';
import { shippedVariables } from './admin-mail-template-view.ts';

/** Placeholders every mail has, filled in by the sender: the site's name and address. */
export const SITE_VARIABLES: readonly string[] = ['app_name', 'app_url'];

const unknownPlaceholder = msg({
  message: 'The placeholder {placeholder} is not one of this template’s variables',
});
const notOffered = msg({
  message: 'This mail is sent without a value for {placeholder}: it cannot be one of its variables',
});

export interface TemplateParts {
  key: string;
  subject: string;
  body_html: string;
  body_text: string | null;
  variables: readonly string[];
}

/**
 * A template's variables are its schema: every `{{ placeholder }}` of its subject and bodies must be one
 * of them (or the site's own), and a shipped key's variables only those the server fills in when it
 * sends that mail. Throws 422 naming each field and placeholder.
 */
export function checkPlaceholders(parts: TemplateParts) {
  const errors: Record<string, FieldError[]> = {};
  const offered = shippedVariables(parts.key);
  const extra = offered ? parts.variables.filter((name) => !offered.includes(name)) : [];
  if (extra.length) {
    errors.variables = extra.map((name) => ({
      message: notOffered,
      values: { placeholder: `{{ ${name} }}` },
    }));
  }
  const allowed = new Set([...parts.variables, ...SITE_VARIABLES]);
  for (const field of ['subject', 'body_html', 'body_text'] as const) {
    const unknown = placeholdersOf(parts[field] ?? '').filter((name) => !allowed.has(name));
    if (unknown.length) {
      errors[field] = unknown.map((name) => ({
        message: unknownPlaceholder,
        values: { placeholder: `{{ ${name} }}` },
      }));
    }
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
}
