import type { components } from '#contract';
import { isLocale } from '#locales';
import {
  builtInMailTemplate,
  MAIL_TEMPLATE_KEYS,
  type MailTemplateKey,
  type MailTemplateSeed,
} from '../../../db/seed/mail-templates.ts';
import type { AuditSubject } from '../../../lib/admin-audit.ts';
import type { MailTemplateRow } from './admin-mail-templates.repo.ts';

type MailTemplateView = components['schemas']['MailTemplate'];

const SHIPPED_KEYS: readonly string[] = Object.values(MAIL_TEMPLATE_KEYS);

/** Whether the server sends mail with `key`, so the product ships its text. */
export function isShippedKey(key: string): key is MailTemplateKey {
  return SHIPPED_KEYS.includes(key);
}

/** The text the product ships for `key` in `language`; undefined for a key staff added. */
export function shippedVersion(key: string, language: string): MailTemplateSeed | undefined {
  return isShippedKey(key) && isLocale(language) ? builtInMailTemplate(key, language) : undefined;
}

/** The placeholders the server fills in when it sends `key`; undefined for a key staff added. */
export function shippedVariables(key: string): readonly string[] | undefined {
  return isShippedKey(key) ? builtInMailTemplate(key, 'en').variables : undefined;
}

/** How a saved template stands to its shipped text (the matrix's built-in / customised / custom). */
function builtInState(row: MailTemplateRow): MailTemplateView['built_in'] {
  const shipped = shippedVersion(row.key, row.language);
  if (!shipped) return 'none';
  const same =
    shipped.name === row.name &&
    shipped.subject === row.subject &&
    shipped.bodyHtml === row.bodyHtml &&
    shipped.bodyText === row.bodyText &&
    shipped.variables.join() === row.variables.join();
  return same ? 'unchanged' : 'changed';
}

export function mailTemplateView(row: MailTemplateRow): MailTemplateView {
  return {
    id: row.id,
    key: row.key,
    language: isLocale(row.language) ? row.language : 'en',
    name: row.name,
    subject: row.subject,
    body_html: row.bodyHtml,
    body_text: row.bodyText,
    variables: row.variables,
    is_active: row.isActive,
    built_in: builtInState(row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A template as the audit trail compares it. */
export function auditedTemplate(row: MailTemplateRow) {
  return {
    key: row.key,
    language: row.language,
    name: row.name,
    subject: row.subject,
    body_html: row.bodyHtml,
    body_text: row.bodyText,
    variables: row.variables,
    // Named for what it means to a template, not `is_active` (which the log calls a plan's "Offered").
    in_use: row.isActive,
  };
}

/** A template as the audit trail names it: its key and language. */
export function templateSubject(row: MailTemplateRow): AuditSubject {
  return { type: 'mail_template', id: row.id, label: `${row.key} (${row.language})` };
}
